/** Query keys of the checkout screen. */
export const checkoutKeys = {
  availability: () => ['billing', 'availability'] as const,
};
