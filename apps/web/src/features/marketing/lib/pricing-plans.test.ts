import { describe, expect, it } from 'vitest';
import { planCta } from './pricing-plans';

describe('the button of a pricing card', () => {
  it('offers every plan to a visitor', () => {
    expect(planCta('lite', null)).toEqual({ label: 'getStarted', to: '/download' });
    expect(planCta('pro', null)).toEqual({ label: 'getPro', to: '/dashboard?checkout' });
    expect(planCta('enterprise', null)).toEqual({ label: 'contactSales', to: '/contact' });
  });

  it('never sells a Pro reader Pro again: their plan is managed, the plan below has no button', () => {
    expect(planCta('pro', 'pro')).toEqual({ label: 'managePlan', to: '/dashboard/billing' });
    expect(planCta('lite', 'pro')).toBeNull();
    expect(planCta('enterprise', 'pro')).toEqual({ label: 'contactSales', to: '/contact' });
  });

  it('still offers Pro and Enterprise to a Lite reader, and the download of Lite itself', () => {
    expect(planCta('lite', 'lite')).toEqual({ label: 'getStarted', to: '/download' });
    expect(planCta('pro', 'lite')).toEqual({ label: 'getPro', to: '/dashboard?checkout' });
  });

  it('offers an Enterprise reader nothing to buy', () => {
    expect(planCta('lite', 'enterprise')).toBeNull();
    expect(planCta('pro', 'enterprise')).toBeNull();
    expect(planCta('enterprise', 'enterprise')?.label).toBe('managePlan');
  });
});
