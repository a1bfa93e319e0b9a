// The sandbox's seeds: reference data (firms, offices, users, regions) always; sample sellers and a listing for 'demo'.
import { SETTLEMENTS } from './hungarian-settlements';
import type { InitialState } from './journal-persistence';
import type { FirmRecord, Mutation, OfficeRecord, ReferenceRecords, UserRecord } from './sandbox-records';
import { FIRST_PROPERTY_ID, FIRST_SELLER_ID } from './sandbox-store';

export type SeedKind = 'demo' | 'empty';

/** When the reference data was "created": fixed, so created_after filters are predictable. */
export const SEED_TIME = Date.parse('2024-01-01T00:00:00Z');

/** Facts about the seed that tests and documentation rely on. */
export const DEMO = {
  users: {
    /** Sees the first firm's offices: Budapest (active) and Érd (inactive). */
    demo: { username: 'demo', password: 'demo' },
    /** Sees the second firm's office: Debrecen (active). */
    demo2: { username: 'demo2', password: 'demo2' },
  },
  firms: { first: 1, second: 2 },
  offices: {
    /** First firm, active, Budapest XIII. kerület. */
    budapest: 1,
    /** First firm, inactive, Érd. */
    erdInactive: 2,
    /** Second firm, active, Debrecen. */
    debrecen: 3,
  },
  featuredQuota: 5,
  regions: { budapest: 1, debrecen: 2, szeged: 3, miskolc: 4, pecs: 5, gyor: 6, erd: 11 },
  areas: {
    /** Budapest districts are 1000 + district number. */
    budapestI: 1001,
    budapestXIII: 1013,
    budapestXXIII: 1023,
    debrecenBelvaros: 2001,
    szegedUjszeged: 3002,
  },
  /** Records present with seed 'demo' only. */
  sellers: {
    anna: { id: FIRST_SELLER_ID, transferId: 'DEMO-S1', officeId: 1 },
    peter: { id: FIRST_SELLER_ID + 1, transferId: 'DEMO-S2', officeId: 1 },
    eva: { id: FIRST_SELLER_ID + 2, transferId: 'DEMO2-S1', officeId: 3 },
  },
  properties: {
    angyalfoldFlat: { id: FIRST_PROPERTY_ID, transferId: 'DEMO-P1', externalId: 'BP13-001', officeId: 1 },
  },
} as const;

const FIRMS: readonly FirmRecord[] = [
  { id: DEMO.firms.first, name: 'Duna-Part Ingatlan Kft.' },
  { id: DEMO.firms.second, name: 'Tisza Otthon Zrt.' },
];

function office(o: Omit<OfficeRecord, 'createdAt' | 'updatedAt' | 'featuredQuota'>): OfficeRecord {
  return { ...o, featuredQuota: DEMO.featuredQuota, createdAt: SEED_TIME, updatedAt: SEED_TIME };
}

const OFFICES: readonly OfficeRecord[] = [
  office({
    id: DEMO.offices.budapest,
    firmId: DEMO.firms.first,
    name: 'Duna-Part Ingatlan – Angyalföld',
    status: 'active',
    numberOfEmployees: 12,
    description: 'Lakások és házak Budapest XIII. kerületében és a belső kerületekben.',
    subdomain: 'dunapart-angyalfold',
    regionId: DEMO.regions.budapest,
    contact: {
      zip_code: '1134',
      address: 'Váci út 45.',
      phone: '+36 1 555 0101',
      email: 'angyalfold@dunapart.example',
      secondary_emails: ['iroda@dunapart.example'],
      fax: '+36 1 555 0102',
      website: 'https://dunapart.example',
    },
    contactPerson: { name: 'Kiss Katalin', phone: '+36 30 555 0101', email: 'kiss.katalin@dunapart.example' },
  }),
  office({
    id: DEMO.offices.erdInactive,
    firmId: DEMO.firms.first,
    name: 'Duna-Part Ingatlan – Érd',
    status: 'inactive',
    numberOfEmployees: 0,
    description: 'Az érdi iroda 2023 óta szünetel.',
    subdomain: 'dunapart-erd',
    regionId: DEMO.regions.erd,
    contact: {
      zip_code: '2030',
      address: 'Budai út 12.',
      phone: '+36 23 555 0201',
      email: 'erd@dunapart.example',
      secondary_emails: [],
      fax: '',
      website: 'https://dunapart.example/erd',
    },
    contactPerson: { name: 'Tóth Gábor', phone: '+36 30 555 0201', email: 'toth.gabor@dunapart.example' },
  }),
  office({
    id: DEMO.offices.debrecen,
    firmId: DEMO.firms.second,
    name: 'Tisza Otthon – Debrecen',
    status: 'active',
    numberOfEmployees: 7,
    description: 'Debreceni és Hajdú-Bihar megyei ingatlanok.',
    subdomain: 'tiszaotthon-debrecen',
    regionId: DEMO.regions.debrecen,
    contact: {
      zip_code: '4024',
      address: 'Piac utca 20.',
      phone: '+36 52 555 0301',
      email: 'debrecen@tiszaotthon.example',
      secondary_emails: [],
      fax: '',
      website: 'https://tiszaotthon.example',
    },
    contactPerson: { name: 'Szabó Éva', phone: '+36 30 555 0301', email: 'szabo.eva@tiszaotthon.example' },
  }),
];

const USERS: readonly UserRecord[] = [
  {
    username: DEMO.users.demo.username,
    jsonPassword: DEMO.users.demo.password,
    displayName: 'Kiss Katalin',
    firmId: DEMO.firms.first,
  },
  {
    username: DEMO.users.demo2.username,
    jsonPassword: DEMO.users.demo2.password,
    displayName: 'Szabó Éva',
    firmId: DEMO.firms.second,
  },
];

export function seedReference(): ReferenceRecords {
  return { firms: FIRMS, offices: OFFICES, users: USERS, regions: SETTLEMENTS, regionsCreatedAt: SEED_TIME };
}

function demoRecords(at: number): Mutation[] {
  const s = DEMO.sellers;
  const seller = (
    ref: { id: number; transferId: string; officeId: number },
    name: string,
    phone: string,
    email: string,
  ): Mutation => ({
    kind: 'seller',
    id: ref.id,
    record: {
      id: ref.id,
      officeId: ref.officeId,
      transferId: ref.transferId,
      seller: { name, phone, email, can_manage_properties: true },
      images: [],
      createdAt: at,
      updatedAt: at,
    },
  });
  const p = DEMO.properties.angyalfoldFlat;
  return [
    seller(s.anna, 'Kovács Anna', '+36 30 123 4567', 'kovacs.anna@dunapart.example'),
    seller(s.peter, 'Nagy Péter', '+36 20 765 4321', 'nagy.peter@dunapart.example'),
    seller(s.eva, 'Szabó Éva', '+36 70 555 0301', 'szabo.eva@tiszaotthon.example'),
    {
      kind: 'property',
      id: p.id,
      record: {
        id: p.id,
        officeId: p.officeId,
        transferId: p.transferId,
        sellerId: s.anna.id,
        featuredSince: null,
        images: [],
        createdAt: at,
        updatedAt: at,
        blocks: {
          property: { external_id: p.externalId, type: 'apartment', status: 'active', action: 'sale' },
          location: {
            region_id: DEMO.regions.budapest,
            area_id: DEMO.areas.budapestXIII,
            zip_code: '1134',
            address: 'Lehel utca 10.',
            is_address_public: false,
          },
          price: { price: 64_900_000, price_currency: 'huf' },
          descriptions: { hu: 'Világos, kétszobás lakás a Lehel piac közelében.' },
          map: { visibility: 'area', radius: 200, latitude: 47.5218, longitude: 19.0652 },
          special: { apartment: { floor_area: 54, number_of_rooms: 2, floor: 'floor_3' } },
        },
      },
    },
  ];
}

/** The state a fresh sandbox starts from. */
export function initialState(kind: SeedKind, now: number): InitialState {
  return { reference: seedReference(), mutations: kind === 'demo' ? demoRecords(now) : [] };
}
