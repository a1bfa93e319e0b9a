// A small region and office list in the service's shape, for tests that resolve names to ids.
import type { ReferenceData } from '../../../src/engine/model/reference-data';

const ROMAN = [
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
  'XXII',
  'XXIII',
];

export const REFERENCE: ReferenceData = {
  fetchedAt: '2026-11-20T10:00:00.000Z',
  source: { baseUrl: 'http://127.0.0.1:1/api/json/v3', user: 'demo' },
  offices: [
    { id: 1, name: 'Budapest iroda', status: 'active' },
    { id: 2, name: 'Érdi iroda', status: 'inactive' },
  ],
  regions: [
    {
      id: 1,
      name: 'Budapest',
      zipCodes: ['1011', '1131', '1132'],
      latitude: 47.5,
      longitude: 19.04,
      areas: ROMAN.map((r, i) => ({ id: 1001 + i, name: `${r}. kerület` })),
    },
    {
      id: 2,
      name: 'Debrecen',
      zipCodes: ['4024', '4025'],
      latitude: 47.53,
      longitude: 21.63,
      areas: [
        { id: 2001, name: 'Belváros' },
        { id: 2002, name: 'Nagyerdő' },
      ],
    },
    { id: 3, name: 'Szeged', zipCodes: ['6720'], latitude: 46.25, longitude: 20.15, areas: [] },
    { id: 11, name: 'Érd', zipCodes: ['2030'], latitude: 47.39, longitude: 18.9, areas: [] },
    { id: 20, name: 'Szentgyörgy', zipCodes: ['7477'], latitude: null, longitude: null, areas: [] },
    { id: 21, name: 'Szentgyörgy', zipCodes: ['8732'], latitude: null, longitude: null, areas: [] },
  ],
};
