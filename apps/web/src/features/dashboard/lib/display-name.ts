interface Named {
  full_name?: string | null;
  username?: string | null;
}

/** The name to greet: the full name, else the username (docs/product.md §2). */
export function displayName(person: Named | null | undefined): string {
  return person?.full_name?.trim() || person?.username?.trim() || '';
}

/** The avatar's letter: the first letter of the display name, "U" without one (docs/product.md §2). */
export function avatarInitial(person: Named | null | undefined): string {
  const first = Array.from(displayName(person))[0];
  return first ? first.toLocaleUpperCase() : 'U';
}
