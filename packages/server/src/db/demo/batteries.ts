import type { DemoBrand } from './types';

/** Battery brands and the site's categories: what a visitor of the battery site browses. */
export const BATTERY_BRANDS: readonly DemoBrand[] = [
  {
    name: 'Duracell',
    description:
      'The copper-top alkaline cells most households reach for first, plus lithium coin cells and rechargeables built for everyday devices.',
    traits: ['Duralock Power Preserve: holds power up to 12 years in storage'],
    items: [
      [
        'Duracell Coppertop AA Batteries, 24 Pack',
        18.99,
        'Dependable alkaline AA cells for remotes, toys, clocks and wireless mice.',
        ['Alkaline chemistry, 1.5 V', 'Guaranteed 12 years in storage', 'Recyclable packaging'],
      ],
      [
        'Duracell Coppertop AAA Batteries, 16 Pack',
        14.49,
        'Compact alkaline AAA cells for remotes, thermometers and game controllers.',
        ['Alkaline chemistry, 1.5 V', 'Ideal for low and medium drain devices'],
      ],
      [
        'Duracell Optimum AA Batteries, 12 Pack',
        16.99,
        'Duracell’s longest-lasting alkaline AA, tuned for high-drain toys and flashlights.',
        ['Up to 100% extra life in select devices', 'Optimum cathode technology', '1.5 V alkaline'],
      ],
      [
        'Duracell 2032 Lithium Coin Battery, 6 Pack',
        9.99,
        'CR2032 coin cells for key fobs, scales, AirTags and glucose meters.',
        ['Bitter coating discourages swallowing', 'Child-secure packaging', '3 V lithium'],
      ],
      [
        'Duracell 9V Alkaline Batteries, 4 Pack',
        12.99,
        'Long-lasting 9-volt cells for smoke alarms, guitar pedals and multimeters.',
        ['Reliable in smoke and CO detectors', 'Snap connector terminals'],
      ],
      [
        'Duracell Rechargeable AA NiMH, 4 Pack',
        13.99,
        'Pre-charged 2500 mAh rechargeable AA cells that last hundreds of cycles.',
        ['2500 mAh capacity', 'Pre-charged and ready to use', 'Recharge up to 400 times'],
      ],
    ],
  },
  {
    name: 'Energizer',
    description:
      'Alkaline, lithium and rechargeable batteries from the bunny brand, including the Ultimate Lithium line that shines in cold weather.',
    traits: ['Leak-resistant construction'],
    items: [
      [
        'Energizer MAX AA Batteries, 24 Pack',
        19.49,
        'Everyday alkaline AA batteries with PowerSeal technology for long storage.',
        ['PowerSeal: holds power up to 10 years in storage', '1.5 V alkaline', 'Great for toys and remotes'],
      ],
      [
        'Energizer Ultimate Lithium AA Batteries, 8 Pack',
        17.99,
        'The world’s longest-lasting AA in high-tech devices, light enough for backcountry kits.',
        ['Works from -40°F to 140°F', '33% lighter than alkaline', 'Holds power up to 25 years in storage'],
      ],
      [
        'Energizer Ultimate Lithium AAA Batteries, 8 Pack',
        16.49,
        'Lithium AAA cells for headlamps, trail cameras and digital thermometers.',
        ['Works from -40°F to 140°F', 'Holds power up to 20 years in storage'],
      ],
      [
        'Energizer Recharge Universal AA, 4 Pack',
        12.99,
        '2000 mAh rechargeable AA cells for everyday devices, charged and ready out of the pack.',
        ['2000 mAh NiMH', 'Recharge up to 1,000 times', 'Made with 4% recycled batteries'],
      ],
      [
        'Energizer 2032 Lithium Coin Battery, 4 Pack',
        7.99,
        'CR2032 coin cells with a bitter coating and child-resistant packaging.',
        ['3 V lithium', 'Color Alert: turns the tongue blue on contact', 'For key fobs and fitness trackers'],
      ],
      [
        'Energizer Recharge Pro Charger with 4 AA',
        24.99,
        'A four-bay charger that refills AA and AAA cells in about three hours.',
        ['Charges AA and AAA in any combination', 'LED status indicators', 'Auto shut-off when full'],
      ],
    ],
  },
  {
    name: 'Panasonic',
    description:
      'Japanese engineering across alkaline, lithium and specialty cells, from everyday AA to camera CR123A.',
    traits: ['Made to Panasonic’s quality standards'],
    items: [
      [
        'Panasonic Alkaline Plus AA, 24 Pack',
        15.99,
        'Value alkaline AA cells for household electronics with reliable shelf life.',
        ['1.5 V alkaline', 'Up to 10 years shelf life'],
      ],
      [
        'Panasonic CR123A Lithium Batteries, 6 Pack',
        19.99,
        'Photo lithium cells for cameras, tactical flashlights and home security sensors.',
        ['3 V lithium', 'Dependable in extreme temperatures', 'Up to 10 years shelf life'],
      ],
      [
        'Panasonic CR2450 Lithium Coin Cell, 2 Pack',
        6.49,
        'Larger-capacity coin cells for bike computers, car remotes and kitchen scales.',
        ['3 V lithium', '620 mAh capacity'],
      ],
      [
        'Panasonic Platinum Power AAA, 8 Pack',
        9.49,
        'Long-running alkaline AAA cells for remotes, clocks and wireless keyboards.',
        ['1.5 V alkaline', 'Zinc-alloy anode for long life'],
      ],
      [
        'Panasonic SR626SW Silver Oxide Watch Battery, 5 Pack',
        7.49,
        'Watch cells with a flat voltage curve for precise timekeeping.',
        ['1.55 V silver oxide', 'Equivalent to 377 and 376', 'Mercury free'],
      ],
    ],
  },
  {
    name: 'Eneloop',
    description:
      'Panasonic’s low self-discharge NiMH cells: charge them once, store them for a year, and they are still ready.',
    traits: ['Low self-discharge: keeps 70% charge after 10 years'],
    items: [
      [
        'Eneloop AA Rechargeable Batteries, 8 Pack',
        29.99,
        'The classic white eneloop: 2000 mAh, pre-charged with solar energy, good for 2,100 cycles.',
        ['2000 mAh NiMH', 'Recharge up to 2,100 times', 'Pre-charged with solar energy'],
      ],
      [
        'Eneloop Pro AA High Capacity, 4 Pack',
        24.99,
        '2550 mAh black eneloop for flashes, game controllers and other power-hungry gear.',
        ['2550 mAh NiMH', 'Recharge up to 500 times', 'Works down to -4°F'],
      ],
      [
        'Eneloop AAA Rechargeable Batteries, 8 Pack',
        24.49,
        '800 mAh AAA cells that replace thousands of disposables in remotes and mice.',
        ['800 mAh NiMH', 'Recharge up to 2,100 times'],
      ],
      [
        'Eneloop Smart and Quick Charger with 4 AA',
        34.99,
        'Individual-bay charger that checks each cell and stops when it is full.',
        ['Charges 1 to 4 cells independently', 'Charge indicators per bay', 'Worldwide voltage'],
      ],
      [
        'Eneloop D Size Adapters, 4 Pack',
        8.99,
        'Sleeves that let AA eneloop cells power devices built for D batteries.',
        ['Fits AA cells into D-size devices', 'Snap-open design'],
      ],
    ],
  },
  {
    name: 'Anker',
    description:
      'Power banks, wall chargers and charging stations with fast charging for phones, tablets and laptops.',
    traits: ['18-month Anker warranty'],
    items: [
      [
        'Anker PowerCore 10000 Portable Charger',
        21.99,
        'A pocket-sized 10,000 mAh power bank that charges a phone more than twice.',
        ['10,000 mAh capacity', 'PowerIQ high-speed charging', 'Weighs 6.35 oz'],
      ],
      [
        'Anker 737 Power Bank 24,000 mAh, 140 W',
        109.99,
        'A laptop-class power bank with a smart display and 140 W two-way fast charging.',
        ['24,000 mAh capacity', '140 W USB-C output', 'Smart digital display'],
      ],
      [
        'Anker 622 Magnetic Battery 5,000 mAh',
        49.99,
        'A slim magnetic battery with a fold-out stand that snaps to the back of a phone.',
        ['5,000 mAh capacity', 'Magnetic wireless charging', 'Foldable kickstand'],
      ],
      [
        'Anker Nano Charger 30 W USB-C',
        19.99,
        'A tiny wall charger that fast-charges phones and small tablets.',
        ['30 W USB-C output', 'GaN technology', 'Foldable plug'],
      ],
      [
        'Anker 535 Portable Power Station 512 Wh',
        399.99,
        'A camping and backup power station with AC outlets and LiFePO4 cells.',
        ['512 Wh LiFePO4 battery', '500 W AC output', '3,000 charge cycles to 80%'],
      ],
    ],
  },
  {
    name: 'Varta',
    description: 'German batteries since 1887: alkaline Longlife cells, rechargeables and hearing-aid cells.',
    traits: ['Designed in Germany'],
    items: [
      [
        'Varta Longlife Power AA, 12 Pack',
        11.99,
        'Alkaline AA cells for toys, torches and wireless devices.',
        ['1.5 V alkaline', 'Up to 10 years shelf life'],
      ],
      [
        'Varta Recharge Accu Power AAA, 4 Pack',
        10.99,
        'Ready-to-use 800 mAh AAA rechargeables for cordless phones and remotes.',
        ['800 mAh NiMH', 'Ready to use', 'Up to 1,000 charge cycles'],
      ],
      [
        'Varta Hearing Aid Batteries Size 312, 60 Pack',
        22.99,
        'Zinc-air cells for behind-the-ear hearing aids, in easy-grip dials.',
        ['Size 312, brown tab', 'Zinc-air 1.45 V', 'Mercury free'],
      ],
      [
        'Varta LCD Plug Charger with 4 AA',
        27.99,
        'A compact plug-in charger with an LCD showing the charge of each cell.',
        ['LCD charge display', 'Charges AA and AAA', 'Safety timer and temperature control'],
      ],
    ],
  },
  {
    name: 'Rayovac',
    description:
      'American-made alkaline and hearing-aid batteries with strong value packs for busy households.',
    traits: ['Value-priced bulk packs'],
    items: [
      [
        'Rayovac High Energy AA Batteries, 48 Pack',
        23.99,
        'A big bulk box of alkaline AA cells for homes with lots of gadgets.',
        ['1.5 V alkaline', 'Power Preserve: up to 10 years in storage', 'Bulk 48-count box'],
      ],
      [
        'Rayovac High Energy AAA Batteries, 36 Pack',
        19.99,
        'Bulk alkaline AAA cells for remotes, game controllers and toothbrushes.',
        ['1.5 V alkaline', 'Leak protection'],
      ],
      [
        'Rayovac Fusion D Batteries, 8 Pack',
        17.49,
        'Premium alkaline D cells for lanterns, radios and big toys.',
        ['1.5 V alkaline', 'Built for high-drain devices'],
      ],
      [
        'Rayovac Hearing Aid Batteries Size 10, 60 Pack',
        17.99,
        'Yellow-tab zinc-air cells for in-the-canal hearing aids.',
        ['Size 10, yellow tab', 'Zinc-air 1.45 V', 'Easy-fit dial'],
      ],
    ],
  },
  {
    name: 'Amazon Basics',
    description: 'Everyday alkaline and rechargeable batteries at a low price, in recyclable packs.',
    traits: ['Frustration-free packaging'],
    items: [
      [
        'Amazon Basics AA Performance Alkaline, 48 Pack',
        16.99,
        'Alkaline AA cells for everyday devices, packed in a big value box.',
        ['1.5 V alkaline', '10-year leak-free shelf life'],
      ],
      [
        'Amazon Basics AAA Performance Alkaline, 36 Pack',
        13.99,
        'Alkaline AAA cells for remotes, toys and wireless keyboards.',
        ['1.5 V alkaline', '10-year leak-free shelf life'],
      ],
      [
        'Amazon Basics AA Rechargeable High Capacity, 8 Pack',
        19.99,
        'Pre-charged 2400 mAh NiMH cells that can be recharged up to 400 times.',
        ['2400 mAh NiMH', 'Pre-charged', 'Recharge up to 400 times'],
      ],
      [
        'Amazon Basics 9 Volt Everyday Alkaline, 8 Pack',
        14.49,
        '9-volt alkaline cells for smoke alarms, wireless microphones and test meters.',
        ['9 V alkaline', '5-year shelf life'],
      ],
      [
        'Amazon Basics CR2032 Lithium Coin Cell, 10 Pack',
        8.49,
        'Coin cells for watches, calculators and small electronics.',
        ['3 V lithium', 'Child-resistant blister'],
      ],
    ],
  },
  {
    name: 'EBL',
    description: 'Affordable rechargeable cells and smart chargers, including USB-powered chargers.',
    traits: ['EBL 12-month warranty'],
    items: [
      [
        'EBL AA Rechargeable Batteries 2800 mAh, 8 Pack',
        21.99,
        'High-capacity NiMH AA cells with a storage case.',
        ['2800 mAh NiMH', 'ProCyco technology', 'Includes two storage cases'],
      ],
      [
        'EBL AAA Rechargeable Batteries 1100 mAh, 8 Pack',
        17.99,
        'Rechargeable AAA cells for remotes, cordless phones and kids’ toys.',
        ['1100 mAh NiMH', 'Low self-discharge'],
      ],
      [
        'EBL 8-Bay Smart Battery Charger',
        25.99,
        'An eight-slot USB charger for AA and AAA cells with individual bay control.',
        ['8 independent bays', 'USB-powered', 'Overcharge protection'],
      ],
      [
        'EBL 9V Lithium-ion Rechargeable, 4 Pack',
        24.99,
        '9-volt lithium-ion rechargeables with a dedicated charger.',
        ['600 mAh lithium-ion', 'Includes 4-bay 9V charger'],
      ],
    ],
  },
  {
    name: 'Tenergy',
    description:
      'Rechargeable batteries and chargers for hobbyists: Centura low-discharge cells, NiMH packs and RC batteries.',
    traits: ['Tenergy 1-year warranty'],
    items: [
      [
        'Tenergy Centura AA Low Self-Discharge, 12 Pack',
        26.99,
        'Low self-discharge NiMH AA cells that stay charged in a drawer.',
        ['2000 mAh NiMH', 'Keeps 85% charge after a year', 'Pre-charged'],
      ],
      [
        'Tenergy Premium D Rechargeable 10000 mAh, 4 Pack',
        32.99,
        'High-capacity rechargeable D cells for lanterns and boomboxes.',
        ['10000 mAh NiMH', 'Up to 1,000 cycles'],
      ],
      [
        'Tenergy TN438 Smart Charger for AA/AAA/C/D/9V',
        29.99,
        'A universal charger that takes every common rechargeable size.',
        ['Charges AA, AAA, C, D and 9V', 'LCD per bay', 'Refresh mode'],
      ],
      [
        'Tenergy 7.2 V NiMH RC Battery Pack 3000 mAh',
        27.99,
        'A stick pack for radio-controlled cars with Tamiya connector.',
        ['3000 mAh NiMH', 'Tamiya connector', 'Fits most 1:10 RC cars'],
      ],
    ],
  },
  {
    name: 'Maxell',
    description: 'Japanese coin, watch and alkaline cells with a long record in precision electronics.',
    traits: ['Mercury-free'],
    items: [
      [
        'Maxell CR2016 Lithium Coin Cell, 5 Pack',
        6.99,
        'Thin coin cells for car remotes, watches and calculators.',
        ['3 V lithium', '90 mAh'],
      ],
      [
        'Maxell LR44 Alkaline Button Cell, 10 Pack',
        5.49,
        'Button cells for laser pointers, calipers and small toys.',
        ['1.5 V alkaline', 'Equivalent to A76 and 357'],
      ],
      [
        'Maxell Ready Power AA, 20 Pack',
        11.49,
        'Everyday alkaline AA batteries at a friendly price.',
        ['1.5 V alkaline', 'Up to 10 years shelf life'],
      ],
      [
        'Maxell CR1632 Lithium Coin Cell, 2 Pack',
        5.99,
        'Coin cells for car key fobs and tire pressure sensors.',
        ['3 V lithium', '140 mAh'],
      ],
    ],
  },
  {
    name: 'Nitecore',
    description:
      'Flashlight specialists making protected 18650 and 21700 cells and intelligent lithium-ion chargers.',
    traits: ['Designed by flashlight engineers'],
    items: [
      [
        'Nitecore NL1835 18650 Li-ion Battery 3500 mAh',
        16.95,
        'A protected 18650 cell for high-output flashlights.',
        ['3500 mAh, 3.6 V', 'Over-charge and short-circuit protection', 'Button top'],
      ],
      [
        'Nitecore NL2150 21700 Li-ion Battery 5000 mAh',
        21.95,
        'A large-format 21700 cell for the brightest torches.',
        ['5000 mAh, 3.6 V', 'Built-in protection circuit'],
      ],
      [
        'Nitecore SC4 Superb Charger',
        49.95,
        'A fast two-bay charger for lithium-ion and NiMH cells with a live display.',
        ['Charges Li-ion and NiMH', 'Up to 3 A charging current', 'Real-time display'],
      ],
      [
        'Nitecore NB10000 Gen II Power Bank',
        59.95,
        'An ultralight carbon-fiber power bank favored by hikers.',
        ['10,000 mAh', 'Weighs 5.3 oz', 'USB-C 20 W'],
      ],
    ],
  },
  {
    name: 'AA Batteries',
    isCategory: true,
    description: 'The most common battery size: alkaline, lithium and rechargeable AA cells compared.',
    traits: ['AA size (LR6 / 14500 form factor)'],
    items: [
      [
        'Kodak Max Alkaline AA, 20 Pack',
        10.99,
        'A budget-friendly alkaline AA for clocks, remotes and toys.',
        ['1.5 V alkaline', 'Long shelf life'],
      ],
      [
        'GP Super Alkaline AA, 24 Pack',
        12.49,
        'Everyday alkaline AA cells from a big battery maker.',
        ['1.5 V alkaline', '10-year shelf life'],
      ],
      [
        'Powerowl AA Rechargeable 2800 mAh, 8 Pack',
        18.99,
        'High-capacity rechargeable AA cells that come pre-charged.',
        ['2800 mAh NiMH', 'Pre-charged'],
      ],
      [
        'Philips Lithium Ultra AA, 4 Pack',
        9.99,
        'Lightweight lithium AA cells for cameras and outdoor devices.',
        ['1.5 V lithium', 'Performs in extreme cold'],
      ],
    ],
  },
  {
    name: 'Rechargeable Batteries',
    isCategory: true,
    description: 'NiMH and lithium-ion cells that replace hundreds of disposables and pay for themselves.',
    traits: ['Rechargeable: saves money and waste'],
    items: [
      [
        'Pale Blue USB-C Rechargeable AA, 4 Pack',
        29.99,
        'Lithium-ion AA cells that charge from a USB-C cable, no charger needed.',
        ['1.5 V constant output', 'Charges via USB-C in 2 hours', '4-way charging cable included'],
      ],
      [
        'Ladda AA Rechargeable 2450 mAh, 4 Pack',
        9.99,
        'Low self-discharge NiMH AA cells with excellent value per cycle.',
        ['2450 mAh NiMH', 'Low self-discharge'],
      ],
      [
        'Bonai AAA Rechargeable 1100 mAh, 8 Pack',
        14.99,
        'Rechargeable AAA cells for remotes and cordless phones.',
        ['1100 mAh NiMH', 'Pre-charged'],
      ],
      [
        'Powerex PRO AA 2700 mAh, 4 Pack',
        17.99,
        'High-capacity cells for camera flashes and high-drain electronics.',
        ['2700 mAh NiMH', 'Low internal resistance'],
      ],
    ],
  },
  {
    name: 'Chargers',
    isCategory: true,
    description: 'Smart chargers that keep rechargeable AA, AAA, 9V and lithium-ion cells topped up.',
    traits: ['Automatic stop when full'],
    items: [
      [
        'XTAR VC4SL Smart Charger',
        34.99,
        'A four-bay analyzer charger for lithium-ion and NiMH cells with capacity test.',
        ['Capacity test mode', 'USB-C input', 'Charges 18650, 21700 and AA'],
      ],
      [
        'La Crosse BC700 Alpha Power Charger',
        39.99,
        'A programmable charger with refresh, discharge and test modes for AA and AAA.',
        ['Four independent channels', 'Refresh and test modes', 'Backlit LCD'],
      ],
      [
        'Powerowl 8-Bay USB Charger',
        15.99,
        'A USB-powered charger for up to eight AA or AAA cells.',
        ['8 independent bays', 'USB input'],
      ],
      [
        'SkyRC MC3000 Universal Charger',
        109.99,
        'A hobbyist charger with Bluetooth app control for every common chemistry.',
        ['Bluetooth app control', 'Supports Li-ion, NiMH, LiFePO4', 'Four channels'],
      ],
    ],
  },
  {
    name: 'Power Banks',
    isCategory: true,
    description: 'Portable batteries to charge phones, tablets and laptops away from a wall outlet.',
    traits: ['Airline carry-on friendly'],
    items: [
      [
        'INIU Portable Charger 10000 mAh',
        19.99,
        'A slim power bank with a phone stand and USB-C fast charging.',
        ['10,000 mAh', '22.5 W fast charging', 'Built-in phone stand'],
      ],
      [
        'Baseus Blade 20000 mAh 100 W Power Bank',
        89.99,
        'A flat laptop power bank that slips into a sleeve.',
        ['20,000 mAh', '100 W USB-C PD', 'Digital display'],
      ],
      [
        'Belkin BoostCharge Magnetic 5K',
        39.99,
        'A compact magnetic power bank for on-the-go wireless charging.',
        ['5,000 mAh', 'Magnetic alignment', 'USB-C pass-through'],
      ],
      [
        'Goal Zero Sherpa 100AC',
        299.95,
        'A rugged laptop power bank with an AC outlet and wireless charging pad.',
        ['25,600 mAh', '100 W AC inverter', 'Qi wireless pad'],
      ],
    ],
  },
  {
    name: 'Coin Cells',
    isCategory: true,
    description: 'Lithium and silver-oxide button cells for watches, key fobs, scales and medical devices.',
    traits: ['Check the code on the old cell before buying'],
    items: [
      [
        'Renata CR2032 Lithium Coin Cell, 10 Pack',
        10.99,
        'Swiss-made coin cells favored for key fobs and medical devices.',
        ['3 V lithium', 'Swiss made', 'Low self-discharge'],
      ],
      [
        'Murata CR2025 Lithium Coin Cell, 5 Pack',
        6.49,
        'Coin cells for car remotes, watches and glucose meters.',
        ['3 V lithium', '165 mAh'],
      ],
      [
        'Energy Mate LR44 Button Cell, 30 Pack',
        7.99,
        'A big pack of alkaline button cells for toys and calipers.',
        ['1.5 V alkaline', 'Equivalent to AG13 and 357'],
      ],
      [
        'Sony SR621SW Silver Oxide, 5 Pack',
        8.99,
        'Watch cells with a steady voltage to the end of their life.',
        ['1.55 V silver oxide', 'Equivalent to 364'],
      ],
    ],
  },
];
