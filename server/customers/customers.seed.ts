import type { DemoSeedContext } from '../area';
import { nextCounter } from '../db/counter.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import { insertCustomer, searchCustomers } from './customer.repository';

const FIRST = [
  'Adaeze',
  'Babatunde',
  'Chinedu',
  'Damilola',
  'Emeka',
  'Fatima',
  'Gbenga',
  'Halima',
  'Ifeoma',
  'Jide',
  'Kemi',
  'Lanre',
  'Maryam',
  'Nkechi',
  'Olumide',
  'Precious',
  'Rasheed',
  'Sade',
  'Tochukwu',
  'Uche',
  'Yetunde',
  'Zainab',
];
const LAST = [
  'Adebayo',
  'Bello',
  'Chukwu',
  'Danjuma',
  'Eze',
  'Fashola',
  'Garba',
  'Ibrahim',
  'Johnson',
  'Kalu',
  'Lawal',
  'Musa',
  'Nwosu',
  'Okafor',
  'Ogunleye',
  'Suleiman',
  'Usman',
  'Yusuf',
];
const COMPANIES = [
  'Harmattan Foods',
  'Lekki Logistics',
  'Sahel Agro',
  'Niger Delta Marine',
  'Jos Plateau Tin',
  'Ibadan Textiles',
  'Kano Leather Works',
  'Aba Shoemakers',
  'Calabar Cocoa',
  'Onitsha Traders',
];
const PLACES = [
  { city: 'Ikeja', state: 'LAGOS', branch: 'lagos' },
  { city: 'Garki', state: 'FCT', branch: 'abuja' },
  { city: 'Nassarawa', state: 'KANO', branch: 'kano' },
] as const;

/** How many individual customers the demo tenant gets, besides the companies. */
export const DEMO_INDIVIDUALS = 300;

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

/** Seeds a few hundred customers in the demo tenant's branches, the same ones on every run. */
/** The demo tenant's customers; the other demo tenants start without any. */
export async function seedDemoCustomers(
  t: TenantTx,
  tenant: DemoTenant,
  ctx: DemoSeedContext,
): Promise<void> {
  if (tenant.id !== 'demo') return;
  const { total } = await searchCustomers(t, { branchIds: null, page: 1, pageSize: 1 });
  if (total > 0) return;
  await seedCustomers(t, tenant.id, ctx.now);
}

async function seedCustomers(t: TenantTx, tenantId: string, now: Date): Promise<void> {
  for (let index = 0; index < DEMO_INDIVIDUALS + COMPANIES.length; index += 1) {
    const place = pick(PLACES, index);
    const number = String(1_000_000_000 + (await nextCounter(t, 'customer')));
    const phone = `080${String(30_000_000 + index * 7919).slice(-8)}`;
    const address = {
      line1: `${12 + (index % 80)} Market Road`,
      city: place.city,
      state: place.state,
      country: 'NG',
    };
    const isCompany = index >= DEMO_INDIVIDUALS;
    const base = {
      id: newRowId(),
      customerNumber: number,
      phone,
      branchId: `${tenantId}-${place.branch}`,
      createdBy: 'system',
    };
    if (isCompany) {
      const name = `${pick(COMPANIES, index)} Limited`;
      const rcNumber = `RC${100000 + index}`;
      await insertCustomer(
        t,
        {
          ...base,
          customerType: 'CORPORATE',
          displayName: name,
          bvn: null,
          rcNumber,
          profile: {
            companyName: name,
            rcNumber,
            tin: `${10000000 + index}-0001`,
            phone,
            email: `info${index}@example.ng`,
            address,
            directors: [{ fullName: `${pick(FIRST, index)} ${pick(LAST, index + 3)}` }],
          },
        },
        now,
      );
      continue;
    }
    const firstName = pick(FIRST, index);
    const lastName = pick(LAST, Math.floor(index / FIRST.length) + index);
    const bvn = String(22_100_000_000 + index * 37);
    const email = `${firstName}.${lastName}${index}@example.ng`.toLowerCase();
    await insertCustomer(
      t,
      {
        ...base,
        customerType: 'INDIVIDUAL',
        displayName: `${firstName} ${lastName}`,
        bvn,
        rcNumber: null,
        profile: {
          firstName,
          middleName: null,
          lastName,
          gender: index % 2 === 0 ? 'FEMALE' : 'MALE',
          dateOfBirth: `${1960 + (index % 40)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
          phone,
          email,
          address,
          bvn,
          nin: index % 3 === 0 ? null : String(70_000_000_000 + index * 53),
          kycTier: index % 3 === 0 ? 1 : 2,
        },
      },
      now,
    );
  }
}
