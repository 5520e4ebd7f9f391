import type { DemoBrand } from './types';

/** A small, plain catalogue for the sandbox topic. */
export const TEST_BRANDS: readonly DemoBrand[] = [
  {
    name: 'Acme Widgets',
    description: 'Sturdy widgets for every workshop, the sandbox’s oldest brand.',
    traits: ['Acme lifetime guarantee'],
    items: [
      [
        'Acme Standard Widget',
        9.99,
        'A dependable general-purpose widget.',
        ['Steel body', 'Fits standard mounts'],
      ],
      [
        'Acme Deluxe Widget',
        19.99,
        'A widget with a brushed finish and a spare part.',
        ['Brushed finish', 'Spare included'],
      ],
      ['Acme Widget Starter Kit', 34.5, 'Three widgets and a carry case.', ['3 widgets', 'Carry case']],
    ],
  },
  {
    name: 'Globex Gadgets',
    description: 'Clever gadgets for the sandbox shopper.',
    traits: ['Globex 2-year warranty'],
    items: [
      ['Globex Pocket Gadget', 14.99, 'A gadget that fits in a pocket.', ['Pocket size', 'USB-C charging']],
      ['Globex Desk Gadget', 29.99, 'A gadget for the desk, with a stand.', ['Desk stand', 'Two colours']],
    ],
  },
  {
    name: 'Initech Supplies',
    description: 'Office supplies for teams that test things.',
    traits: ['Recyclable packaging'],
    items: [
      [
        'Initech Red Stapler',
        12.49,
        'A red stapler that nobody may borrow.',
        ['Holds 100 staples', 'Red finish'],
      ],
      [
        'Initech TPS Report Binder',
        6.99,
        'A binder with cover sheets included.',
        ['Cover sheets included', 'A4 and Letter'],
      ],
    ],
  },
  {
    name: 'Sample Category',
    isCategory: true,
    description: 'A category for trying out category pages.',
    traits: ['Sample item'],
    items: [
      [
        'Sample Category Item One',
        4.99,
        'The first sample item of the category.',
        ['Sample feature', 'Another feature'],
      ],
      [
        'Sample Category Item Two',
        7.99,
        'The second sample item of the category.',
        ['Sample feature', 'Second feature'],
      ],
    ],
  },
];
