import { hasEntitlement, type Plan } from '@sinyal/contracts/plans';
import { LicenceSection } from './licence-section';
import { OfflineLeaseCard } from './offline-lease-card';

/**
 * The licence's cards of Billing & Plans (docs/architecture.md §9): the devices, and offline
 * leases for the plans that include them.
 */
export function LicenceCards({ plan }: { plan: Plan }) {
  return (
    <>
      <LicenceSection />
      {hasEntitlement(plan, 'offline_leases') && <OfflineLeaseCard />}
    </>
  );
}
