import type { DemoBrand } from './types';

/** Luxury beauty houses and the site's categories. */
export const BEAUTY_BRANDS: readonly DemoBrand[] = [
  {
    name: 'La Mer',
    description: 'Ocean-inspired luxury skincare built around the sea-kelp Miracle Broth.',
    traits: ['Infused with Miracle Broth'],
    items: [
      [
        'La Mer Crème de la Mer Moisturizing Cream, 1 oz',
        200,
        'The rich cult moisturizer that soothes dryness and softens the look of lines.',
        ['For dry skin', 'Rich, balm-like texture', 'Fragrance of the original formula'],
      ],
      [
        'La Mer The Treatment Lotion, 5 oz',
        185,
        'A hydrating essence that preps skin to absorb the moisturizer that follows.',
        ['Lightweight essence', 'Boosts hydration'],
      ],
      [
        'La Mer The Renewal Oil, 1 oz',
        270,
        'A lightweight face oil that leaves skin supple without a greasy finish.',
        ['Dry-touch oil', 'For all skin types'],
      ],
      [
        'La Mer The Lip Balm, 0.32 oz',
        80,
        'A mint-tinged balm that comforts dry, chapped lips overnight.',
        ['Cooling mint finish', 'Comes with applicator'],
      ],
    ],
  },
  {
    name: 'Chanel Beauté',
    description: 'Fragrance icons, couture make-up and skincare from the house of Chanel.',
    traits: ['Made in France'],
    items: [
      [
        'Chanel N°5 Eau de Parfum, 3.4 oz',
        175,
        'The legendary floral-aldehyde bouquet of May rose and jasmine.',
        ['Floral aldehyde', 'Refillable spray'],
      ],
      [
        'Chanel Coco Mademoiselle Eau de Parfum, 1.7 oz',
        145,
        'A fresh oriental with bright orange, patchouli and vetiver.',
        ['Fresh oriental', 'Long-lasting'],
      ],
      [
        'Chanel Rouge Allure Velvet Lipstick',
        47,
        'A luminous matte lipstick with intense colour in one stroke.',
        ['Luminous matte finish', 'Comfortable wear', 'Magnetic case'],
      ],
      [
        'Chanel Les Beiges Healthy Glow Foundation',
        65,
        'A lightweight foundation for a natural, fresh-looking complexion.',
        ['Buildable coverage', 'SPF 25', '30 shades'],
      ],
    ],
  },
  {
    name: 'Dior Beauty',
    description: 'Dior’s couture make-up, Sauvage and J’adore fragrances and Capture skincare.',
    traits: ['From the House of Dior'],
    items: [
      [
        'Dior J’adore Eau de Parfum, 3.4 oz',
        170,
        'A luminous floral of ylang-ylang, Damascus rose and jasmine.',
        ['Floral bouquet', 'Amphora bottle'],
      ],
      [
        'Dior Sauvage Eau de Toilette, 3.4 oz',
        130,
        'A fresh, raw composition of Calabrian bergamot and ambroxan.',
        ['Fresh spicy', 'Refillable'],
      ],
      [
        'Dior Forever Skin Glow Foundation',
        56,
        'A 24-hour foundation with a radiant, second-skin finish.',
        ['24-hour wear', 'Radiant finish', 'SPF 20'],
      ],
      [
        'Dior Addict Lip Glow Oil',
        40,
        'A glossy lip oil that reacts to your lips for a custom tint.',
        ['Cherry oil', 'Non-sticky shine'],
      ],
      [
        'Dior Backstage Eye Palette',
        52,
        'Nine shades of mattes, satins and shimmers used by Dior’s make-up artists.',
        ['9 shades', 'Blendable, buildable pigments'],
      ],
    ],
  },
  {
    name: 'Estée Lauder',
    description: 'Skincare science and long-wear make-up, home of Advanced Night Repair.',
    traits: ['Dermatologist tested'],
    items: [
      [
        'Estée Lauder Advanced Night Repair Serum, 1.7 oz',
        115,
        'The overnight repair serum that helps skin look smoother and more radiant.',
        ['Chronolux technology', 'Oil-free', 'For all skin types'],
      ],
      [
        'Estée Lauder Double Wear Stay-in-Place Foundation',
        52,
        'A 24-hour matte foundation that holds through heat and humidity.',
        ['24-hour wear', 'Matte finish', 'SPF 10'],
      ],
      [
        'Estée Lauder Revitalizing Supreme+ Youth Power Cream',
        98,
        'A multi-action moisturizer that lifts, firms and hydrates.',
        ['Moringa extract', 'Fast-absorbing'],
      ],
      [
        'Estée Lauder Pure Color Envy Lipstick',
        42,
        'A sculpting lipstick with rich colour and a creamy feel.',
        ['Creamy finish', 'Sculpting formula'],
      ],
    ],
  },
  {
    name: 'Lancôme',
    description: 'Parisian skincare and make-up: Génifique serum, Idôle mascara and La Vie est Belle.',
    traits: ['Crafted in France'],
    items: [
      [
        'Lancôme Advanced Génifique Serum, 1.7 oz',
        140,
        'A microbiome-science serum for stronger, more radiant skin.',
        ['Pre- and probiotic fractions', 'Fast-absorbing', 'For all skin types'],
      ],
      [
        'Lancôme La Vie est Belle Eau de Parfum, 1.7 oz',
        128,
        'A gourmand iris with praline and vanilla.',
        ['Gourmand floral', 'Signature smile bottle'],
      ],
      [
        'Lancôme Lash Idôle Mascara',
        29,
        'Lifting, lengthening mascara with a curved wand.',
        ['Smudge-proof', 'Curved brush'],
      ],
      [
        'Lancôme Teint Idole Ultra Wear Foundation',
        55,
        'A full-coverage, transfer-resistant foundation in a huge shade range.',
        ['Full coverage', '24-hour wear', '50 shades'],
      ],
    ],
  },
  {
    name: 'Charlotte Tilbury',
    description: 'Red-carpet make-up made easy: Pillow Talk, Airbrush Flawless and the Magic Cream.',
    traits: ['Cruelty free'],
    items: [
      [
        'Charlotte Tilbury Pillow Talk Matte Revolution Lipstick',
        35,
        'The best-selling nude-pink lipstick in a comfortable matte.',
        ['Matte finish', 'Hydrating'],
      ],
      [
        'Charlotte Tilbury Magic Cream Moisturizer, 1.7 oz',
        100,
        'The make-up artist’s secret for plump, glowing skin before foundation.',
        ['Hyaluronic acid', 'Primes for make-up'],
      ],
      [
        'Charlotte Tilbury Airbrush Flawless Setting Spray',
        38,
        'A setting mist that locks make-up in place for up to 16 hours.',
        ['16-hour hold', 'Fine mist'],
      ],
      [
        'Charlotte Tilbury Hollywood Flawless Filter',
        49,
        'A complexion booster for a soft-focus glow, alone or under foundation.',
        ['Light-diffusing', 'Buildable'],
      ],
      [
        'Charlotte Tilbury Luxury Eyeshadow Palette, Pillow Talk',
        55,
        'Four easy-to-layer shades for a soft, smoky eye.',
        ['4 shades', 'Numbered for easy layering'],
      ],
    ],
  },
  {
    name: 'Tom Ford Beauty',
    description: 'Sensual fragrances from the Private Blend and signature collections, and luxe make-up.',
    traits: ['Signature Tom Ford packaging'],
    items: [
      [
        'Tom Ford Black Orchid Eau de Parfum, 1.7 oz',
        185,
        'A dark, opulent blend of black truffle, ylang-ylang and black orchid.',
        ['Oriental floral', 'Iconic fluted bottle'],
      ],
      [
        'Tom Ford Oud Wood Eau de Parfum, 1.7 oz',
        295,
        'A smoky, woody Private Blend scent of rare oud and sandalwood.',
        ['Woody oriental', 'Private Blend collection'],
      ],
      [
        'Tom Ford Lip Color Matte',
        58,
        'A velvety matte lipstick with rich, saturated colour.',
        ['Matte finish', 'Ultra-pigmented'],
      ],
      [
        'Tom Ford Shade and Illuminate Contour Duo',
        90,
        'A cream contour and highlighter duo for sculpted cheekbones.',
        ['Cream-to-powder', 'Dual-ended brush'],
      ],
    ],
  },
  {
    name: 'Sisley Paris',
    description: 'Family-owned French phyto-cosmetics, built on plant extracts and essential oils.',
    traits: ['Botanical formulas'],
    items: [
      [
        'Sisley Black Rose Skin Infusion Cream, 1.6 oz',
        225,
        'A plumping cream that gives skin a fresh, luminous look.',
        ['Black rose extract', 'Plumping effect'],
      ],
      [
        'Sisley Sisleÿa L’Intégral Anti-Age Cream, 1.6 oz',
        580,
        'A comprehensive anti-aging cream targeting wrinkles, firmness and radiance.',
        ['Anti-aging', 'Rich texture', 'For all skin types'],
      ],
      [
        'Sisley Phyto-Blanc Brightening Serum, 1 oz',
        390,
        'A brightening serum that evens out skin tone.',
        ['Brightening', 'Lightweight'],
      ],
      [
        'Sisley Eau du Soir Eau de Parfum, 3.3 oz',
        295,
        'A chypre of syringa, rose and patchouli, composed for evenings.',
        ['Floral chypre', 'Heavy glass flacon'],
      ],
    ],
  },
  {
    name: 'La Prairie',
    description: 'Swiss luxury skincare known for caviar extracts and the Skin Caviar collection.',
    traits: ['Swiss science'],
    items: [
      [
        'La Prairie Skin Caviar Luxe Cream, 1.7 oz',
        690,
        'A firming, lifting cream enriched with caviar extract.',
        ['Caviar premier', 'Firming and lifting'],
      ],
      [
        'La Prairie Skin Caviar Liquid Lift Serum, 1 oz',
        710,
        'A firming serum for visibly lifted contours.',
        ['Fast-absorbing serum', 'Lifting effect'],
      ],
      [
        'La Prairie White Caviar Illuminating Eye Cream',
        565,
        'A brightening eye cream for dark circles and fine lines.',
        ['Brightens under-eye area', 'Rich texture'],
      ],
      [
        'La Prairie Cellular Swiss Ice Crystal Cream, 1.7 oz',
        560,
        'A revitalizing cream inspired by the Swiss Alps.',
        ['Swiss ice crystals', 'Revitalizing'],
      ],
    ],
  },
  {
    name: 'Guerlain',
    description: 'A perfume and beauty house since 1828: Abeille Royale skincare, Météorites and Shalimar.',
    traits: ['Guerlain heritage since 1828'],
    items: [
      [
        'Guerlain Abeille Royale Double R Renew & Repair Serum',
        165,
        'A honey- and royal-jelly-powered serum for firmer, smoother skin.',
        ['Royal jelly', 'Renew and repair', 'Dropper bottle'],
      ],
      [
        'Guerlain Météorites Light-Revealing Pearls of Powder',
        69,
        'Iconic multi-coloured pearls that even and brighten the complexion.',
        ['Light-reflecting pearls', 'Violet scent'],
      ],
      [
        'Guerlain Shalimar Eau de Parfum, 1.6 oz',
        135,
        'A legendary oriental of vanilla, iris and bergamot.',
        ['Oriental', 'Iconic fan-shaped stopper'],
      ],
      [
        'Guerlain Terracotta Bronzing Powder',
        62,
        'The bestselling bronzer for a natural, sun-kissed glow.',
        ['Natural bronze', '96% natural-origin ingredients'],
      ],
    ],
  },
  {
    name: 'Skincare',
    isCategory: true,
    description: 'Serums, moisturizers and treatments from the world’s most coveted skincare houses.',
    traits: ['Patch test before first use'],
    items: [
      [
        'Augustinus Bader The Rich Cream, 1.7 oz',
        290,
        'A cult cell-renewal moisturizer for dry skin.',
        ['TFC8 complex', 'For dry skin'],
      ],
      [
        'SK-II Facial Treatment Essence, 5.4 oz',
        185,
        'The Pitera essence that refines texture and boosts radiance.',
        ['Over 90% Pitera', 'Lightweight essence'],
      ],
      [
        'Dr. Barbara Sturm Hyaluronic Serum, 1 oz',
        300,
        'A hydrating serum with short- and long-chain hyaluronic molecules.',
        ['Hyaluronic acid', 'Purslane extract'],
      ],
      [
        'Tatcha The Dewy Skin Cream, 1.7 oz',
        72,
        'A plumping cream with Japanese purple rice for a dewy glow.',
        ['Japanese purple rice', 'For dry skin'],
      ],
    ],
  },
  {
    name: 'Fragrance',
    isCategory: true,
    description: 'Eaux de parfum and colognes from heritage houses and modern niche perfumers.',
    traits: ['Spray on pulse points'],
    items: [
      [
        'Maison Francis Kurkdjian Baccarat Rouge 540 EDP, 2.4 oz',
        325,
        'A luminous amber-floral of jasmine, saffron and cedar.',
        ['Amber floral', 'Extraordinary sillage'],
      ],
      [
        'Le Labo Santal 33 Eau de Parfum, 1.7 oz',
        220,
        'A smoky sandalwood with cardamom, iris and leather.',
        ['Woody', 'Unisex'],
      ],
      [
        'Jo Malone Wood Sage & Sea Salt Cologne, 3.4 oz',
        160,
        'A fresh, mineral scent of sea salt and sage.',
        ['Woody aromatic', 'Combine with other colognes'],
      ],
      [
        'Byredo Gypsy Water Eau de Parfum, 1.6 oz',
        210,
        'A fresh woody scent of bergamot, pine needles and vanilla.',
        ['Woody fresh', 'Unisex'],
      ],
    ],
  },
  {
    name: 'Makeup',
    isCategory: true,
    description: 'Foundations, lipsticks, palettes and finishing touches from luxury make-up artists.',
    traits: ['Swatch before you buy'],
    items: [
      [
        'Nars Radiant Creamy Concealer',
        32,
        'A medium-to-full coverage concealer with a natural radiant finish.',
        ['Medium-to-full coverage', '30 shades'],
      ],
      [
        'Armani Luminous Silk Foundation',
        69,
        'A weightless foundation with a luminous, skin-like finish.',
        ['Medium buildable coverage', '40 shades'],
      ],
      [
        'Hourglass Ambient Lighting Palette',
        88,
        'Three finishing powders that soften and illuminate the complexion.',
        ['3 finishing powders', 'Photoluminescent technology'],
      ],
      [
        'Pat McGrath Labs MatteTrance Lipstick',
        39,
        'A saturated, full-coverage matte lipstick.',
        ['Full-coverage matte', 'Gold-accented bullet'],
      ],
    ],
  },
  {
    name: 'Beauty Tools',
    isCategory: true,
    description: 'Brushes, devices and accessories that make a luxury routine work better.',
    traits: ['Easy to clean'],
    items: [
      [
        'Dyson Airwrap Multi-Styler Complete Long',
        599.99,
        'A multi-styler that curls, waves and smooths with air instead of extreme heat.',
        ['Coanda air styling', 'Six attachments', 'Intelligent heat control'],
      ],
      [
        'NuFace Trinity Facial Toning Device',
        339,
        'A microcurrent device for a lifted, toned look in five minutes a day.',
        ['Microcurrent technology', 'FDA cleared'],
      ],
      [
        'Foreo Luna 4 Facial Cleansing Brush',
        279,
        'A silicone sonic cleansing brush with app-guided routines.',
        ['Sonic pulsations', 'Waterproof', 'App connected'],
      ],
      [
        'Slip Pure Silk Pillowcase, Queen',
        89,
        'A mulberry silk pillowcase that is kinder to hair and skin overnight.',
        ['22 momme mulberry silk', 'Hidden zipper'],
      ],
    ],
  },
];
