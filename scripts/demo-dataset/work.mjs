/** Services, packages, certificates and portfolios: what the studio sells and shows. */
import { doc, headed, hotspot, image, imageItem, key, keyed, paras, picker, slug, spread } from './lib.mjs';

// [title, slug, category, featured, theme, description]
const SERVICES = [
  [
    'Wedding Photography',
    'wedding-photography',
    'Wedding',
    true,
    'wedding',
    'Candid and traditional coverage of every ritual, from haldi and mehendi to the pheras and the bidaai, by a team of two to four photographers. Includes a curated online gallery and a handcrafted album.',
  ],
  [
    'Pre-Wedding Shoots',
    'pre-wedding-shoots',
    'Wedding',
    true,
    'prewedding',
    'A relaxed half-day or full-day shoot at a location you love — palace, beach, hill station or your own neighbourhood — with styling guidance and up to three outfit changes.',
  ],
  [
    'Destination Weddings',
    'destination-weddings',
    'Wedding',
    false,
    'wedding',
    'We travel with you to Udaipur, Jaipur, Goa, Kerala or abroad, plan the coverage with your planner and deliver same-week highlights for your guests.',
  ],
  [
    'Maternity Photoshoot',
    'maternity-photoshoot',
    'Portraits',
    true,
    'maternity',
    'Graceful outdoor or studio sessions between the 28th and 34th week, with gowns available on request and a calm, unhurried pace for the mother-to-be.',
  ],
  [
    'Newborn & Baby Photography',
    'newborn-baby-photography',
    'Portraits',
    true,
    'baby',
    'Safety-first newborn sessions at home or in our warm studio, plus milestone shoots at six months and the first birthday.',
  ],
  [
    'Family Portraits',
    'family-portraits',
    'Portraits',
    false,
    'family',
    'Heirloom portraits of the whole family — grandparents, cousins and pets included — at home, in a park or at a festive gathering.',
  ],
  [
    'Corporate Headshots',
    'corporate-headshots',
    'Commercial',
    true,
    'corporate',
    'Consistent, on-brand headshots for teams of any size, shot on location with a portable studio and retouched within 72 hours.',
  ],
  [
    'Product & Food Photography',
    'product-food-photography',
    'Commercial',
    false,
    'food',
    'Catalogue, e-commerce and menu photography with styling, for restaurants, D2C brands and cloud kitchens.',
  ],
  [
    'Event Coverage',
    'event-coverage',
    'Events',
    true,
    'event',
    'Conferences, launches, anniversaries and birthdays covered with photo and video, with social-ready edits on the same night.',
  ],
  [
    'Travel Photography',
    'travel-photography',
    'Events',
    false,
    'travel',
    'A photographer who travels with you — for honeymoons, family holidays and solo trips — so that you appear in your own travel memories.',
  ],
];

export function services() {
  return SERVICES.map(([title, s, category, featured, theme, description], i) =>
    doc('service', `service-${s}`, spread(i, SERVICES.length, '2024-01-15', '2025-06-30', 'service'), {
      title,
      slug: slug(s),
      category,
      featured,
      description,
      image: image(theme, 'landscape', { alt: title }),
    }),
  );
}

const tier = (t, price, features) => ({
  _key: key(),
  tier: t,
  ...(price === undefined ? {} : { price }),
  ...(features === undefined ? {} : { features }),
});

export function packages() {
  /** @type {[string, ReturnType<typeof tier>[]][]} */
  const groups = [
    [
      'Wedding Packages',
      [
        tier('Bronze', 4999900, [
          '1 candid photographer',
          'Coverage of 1 day (up to 8 hours)',
          '400+ edited photos',
          'Online gallery for 1 year',
        ]),
        tier('Silver', 8999900, [
          '2 photographers (candid + traditional)',
          'Coverage of 2 days',
          '800+ edited photos',
          'Highlight film (3–5 minutes)',
          '1 premium album (40 sheets)',
        ]),
        tier('Gold', 14999900, [
          '3 photographers + 2 cinematographers',
          'Coverage of 3 days',
          'Unlimited edited photos',
          'Cinematic film (15–20 minutes)',
          'Drone coverage',
          '2 premium albums',
        ]),
        tier('Platinum', undefined, [
          'Full team for destination weddings',
          'Coverage of all functions',
          'Same-day edit for the reception',
          'Pre-wedding shoot included',
          'Parents’ albums',
          'Dedicated coordinator',
        ]),
      ],
    ],
    [
      'Pre-Wedding',
      [
        tier('Silver', 1999900, ['Half-day shoot (4 hours)', '1 location', '2 outfit changes', '60 edited photos']),
        tier('Gold', 3499900, [
          'Full-day shoot',
          '2 locations',
          '3 outfit changes',
          '120 edited photos',
          '1-minute reel',
        ]),
        tier('Platinum', 5999900, [
          'Two-day shoot at a destination',
          'Styling and make-up artist',
          '200 edited photos',
          'Save-the-date film',
        ]),
      ],
    ],
    [
      'Baby & Maternity',
      [
        tier('Bronze', 899900, ['1-hour studio session', '20 edited photos', '1 backdrop']),
        tier('Silver', 1499900, [
          '2-hour session (studio or home)',
          '40 edited photos',
          'Props and outfits included',
          'Family frames',
        ]),
        tier('Gold', undefined, [
          'Maternity + newborn + first-birthday bundle',
          '120 edited photos across 3 sessions',
          'Fine-art prints',
        ]),
      ],
    ],
    [
      'Corporate',
      [
        tier('Bronze', 1499900, [
          'Headshots for up to 10 people',
          'On-location portable studio',
          'Retouching included',
        ]),
        tier('Silver', 3999900, ['Headshots for up to 40 people', 'Office and culture photos', 'Delivery in 72 hours']),
        tier('Gold', 7999900, []),
      ],
    ],
    [
      'Events & Celebrations',
      [
        tier('Bronze', 1199900, ['Up to 4 hours of coverage', '150 edited photos']),
        tier('Silver', 2499900, ['Up to 8 hours of coverage', '300 edited photos', 'Same-night social edits']),
        tier('Gold', 4499900),
      ],
    ],
  ];
  return groups.map(([title, options], i) =>
    doc(
      'package',
      `package-${title
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')
        .replace(/-$/, '')}`,
      spread(i, groups.length, '2024-02-01', '2024-06-01', 'package'),
      {
        title,
        options,
      },
    ),
  );
}

export function certificates() {
  /** @type {[string, string, string, [string, string][]][]} */
  const list = [
    [
      'Newborn Photography Safety Certification',
      'baby',
      'Every photographer on our newborn team is trained and certified in safe handling, posing and hygiene for babies under four weeks.',
      [
        ['Safe posing', 'Composite techniques instead of risky unsupported poses.'],
        ['Hygiene', 'Washed wraps and props for every session, sanitised hands and equipment.'],
        ['Comfort first', 'Warm room, feeding breaks and a parent within arm’s reach at all times.'],
      ],
    ],
    [
      'DGCA Remote Pilot Certificate',
      'landscape',
      'Our aerial team flies registered drones under a valid remote pilot certificate, with the permissions each venue requires.',
      [
        ['Registered equipment', 'Every drone carries its unique identification number.'],
        ['Permission checks', 'We check airspace zones and venue permissions before every flight.'],
      ],
    ],
    [
      'MSME Udyam Registered Enterprise',
      'corporate',
      'A registered small enterprise that issues GST invoices and signs clear written contracts for every booking.',
      [
        ['Transparent billing', 'Itemised quotes and GST invoices.'],
        ['Written contracts', 'Deliverables, timelines and cancellation terms in writing.'],
        ['Data care', 'Client galleries are private and backed up in two places.'],
      ],
    ],
    [
      'Professional Photographers’ Guild Membership',
      'portrait',
      'Our senior photographers are members of a professional guild that upholds a code of ethics and continuous learning.',
      [
        ['Code of ethics', 'Honest portfolios: we only show work shot by our own team.'],
        ['Continuous learning', 'Annual workshops on lighting, colour and storytelling.'],
      ],
    ],
  ];
  return list.map(([title, theme, description, points], i) =>
    doc('certificate', `certificate-${i + 1}`, spread(i, list.length, '2024-03-01', '2025-02-01', 'certificate'), {
      title,
      description,
      image: image(theme, 'landscape', { alt: title }),
      points: keyed(points.map(([pointTitle, pointDescription]) => ({ pointTitle, pointDescription }))),
    }),
  );
}

const CATEGORY_THEME = {
  wedding: 'wedding',
  'pre-wedding': 'prewedding',
  'post-wedding': 'wedding',
  baby: 'baby',
  maternity: 'maternity',
  travel: 'travel',
  business: 'corporate',
  personal: 'portrait',
  family: 'family',
  other: 'event',
};

const yt = (id, short = false) => (short ? `https://youtu.be/${id}` : `https://www.youtube.com/watch?v=${id}`);
const video = (url, title, duration, thumbTheme) => ({
  _key: key(),
  url,
  title,
  duration,
  ...(thumbTheme ? { thumbnail: image(thumbTheme, 'hero') } : {}),
});

/**
 * [id suffix, title, slug (null: none), category, featured, size (undefined: missing),
 *  created, carousel count, photo count, videos, description]
 * @type {[string, string, string | null, string, boolean, string | undefined, string, number, number, (() => any[]) | null, string][]}
 */
const PORTFOLIOS = [
  [
    'jaipur-palace-wedding',
    'Riya & Karan — A Jaipur Palace Wedding',
    'riya-karan-jaipur-palace-wedding',
    'wedding',
    true,
    'large',
    '2026-05-18',
    5,
    24,
    () => [
      video(yt('aqz-KE-bpKQ'), 'Wedding Highlights', 272, 'wedding'),
      video(yt('eRsGyueVLvQ', true), 'The Sangeet Night', 95),
    ],
    headed(
      ['The Haldi', 'A sunlit courtyard, marigold everywhere and two families who could not stop laughing.'],
      ['The Baraat', 'Karan arrived on a decorated vintage car with a brass band from the old city leading the way.'],
      ['The Pheras', 'Seven rounds under a mandap of white roses as the sun set over the Aravallis.'],
      ['The Bidaai', 'The quietest, most emotional half hour of the weekend, captured from a respectful distance.'],
    ),
  ],
  [
    'kite-festival',
    'Uttarayan — Kite Festival, Ahmedabad',
    null,
    'other',
    true,
    'medium',
    '2026-05-02',
    3,
    11,
    null,
    paras(
      'Rooftops of the old pol houses, thousands of kites and the sound of "kai po che" across the city.',
      'A personal project by our Ahmedabad team, shot over two days in January.',
    ),
  ],
  [
    'archive-import',
    'Untitled archive import',
    'archive-import',
    'other',
    false,
    'small',
    '2026-04-20',
    0,
    0,
    null,
    'An imported gallery whose only image points to an asset that no longer exists.',
  ],
  [
    'lake-pichola-prewedding',
    'Nandini & Sameer — Lake Pichola at Dusk',
    'nandini-sameer-lake-pichola',
    'pre-wedding',
    true,
    'medium',
    '2026-03-29',
    4,
    18,
    () => [
      video(yt('ScMzIvxBSi4', true), 'Save the Date', 64, 'prewedding'),
      video('https://www.youtube.com/watch?v=abc123', 'Behind the Scenes (broken link)', 131),
    ],
    paras(
      'A golden-hour pre-wedding shoot along the ghats of Udaipur, ending with a boat ride as the City Palace lit up.',
      'Outfits: an ivory anarkali and a deep green lehenga, styled by the couple themselves.',
    ),
  ],
  [
    'golden-temple-anand-karaj',
    'Gurpreet & Aman — An Anand Karaj in Amritsar',
    'gurpreet-aman-amritsar',
    'wedding',
    true,
    'medium',
    '2026-02-11',
    4,
    20,
    null,
    headed(
      ['Morning at the Gurdwara', 'The Anand Karaj began at dawn with kirtan filling the hall.'],
      ['Laavan', 'Four rounds around the Guru Granth Sahib, each one a different emotion on their faces.'],
      ['The Reception', 'Bhangra until midnight, with the whole family on the dance floor.'],
    ),
  ],
  [
    'newborn-aarna',
    'Little Aarna — A Newborn Session',
    'little-aarna-newborn',
    'baby',
    true,
    'medium',
    '2025-12-06',
    3,
    12,
    null,
    paras(
      'Aarna was twelve days old when we visited her family in Gurugram.',
      'Soft wraps, warm light from the balcony and a lot of patience: most frames were made while she slept.',
    ),
  ],
  [
    'ladakh-road-journal',
    'Ladakh Road Journal',
    'ladakh-road-journal',
    'travel',
    true,
    'large',
    '2025-10-14',
    5,
    30,
    () => [
      video(yt('dQw4w9WgXcQ'), 'Manali to Leh in Four Minutes', 241, 'travel'),
      video(yt('YE7VzlLtp-4', true), 'Pangong Tso Timelapse', 58, 'landscape'),
    ],
    headed(
      ['Manali to Sarchu', 'Rohtang in the clouds, then the long climb through Baralacha La.'],
      ['Leh', 'Monasteries at sunrise and apricot orchards in the afternoon.'],
      ['Pangong Tso', 'Blue that does not look real, even when you are standing in front of it.'],
      ['Nubra', 'Sand dunes at ten thousand feet and double-humped camels at dusk.'],
    ),
  ],
  [
    'cubbon-park-maternity',
    'Waiting for Spring — Maternity in Cubbon Park',
    'maternity-cubbon-park',
    'maternity',
    false,
    'huge',
    '2025-08-22',
    3,
    9,
    null,
    'An early-morning maternity session among the bamboo groves and old trees of Cubbon Park, Bangalore, with a flowing dusty-pink gown.',
  ],
  [
    'brewhouse-launch',
    'Brewhouse Coffee — Brand Launch',
    'brewhouse-coffee-launch',
    'business',
    false,
    undefined,
    '2025-06-09',
    0,
    14,
    null,
    paras(
      'Product, space and people photography for the launch of a specialty coffee roastery in Indiranagar.',
      'Deliverables: 80 images for the website, menu and social media, delivered in four working days.',
    ),
  ],
  [
    'portraits-of-banaras',
    'Portraits of Banaras',
    'portraits-of-banaras',
    'personal',
    false,
    'small',
    '2025-03-17',
    3,
    16,
    null,
    paras(
      'Boatmen, priests, flower sellers and students along the ghats of Varanasi.',
      'Shot over a week in winter, when the mist on the Ganga softens every morning.',
      'Each portrait was made with permission, and every subject received a print.',
    ),
  ],
  [
    'three-generations',
    'Three Generations — The Siddiquis',
    'three-generations-siddiqui-family',
    'family',
    false,
    'medium',
    '2024-12-28',
    0,
    8,
    null,
    'A winter afternoon at the family haveli in Lucknow, with grandparents, parents, cousins and one very photogenic cat.',
  ],
  [
    'goa-beach-post-wedding',
    'After the Vows — Beach Session in Goa',
    'after-the-vows-goa',
    'post-wedding',
    false,
    'small',
    '2024-09-03',
    0,
    10,
    null,
    'A relaxed post-wedding shoot on a quiet beach in South Goa, a week after the big day.',
  ],
  [
    'techsummit-bengaluru',
    'TechSummit Bengaluru — Conference Coverage',
    'techsummit-bengaluru',
    'business',
    false,
    'large',
    '2024-05-12',
    4,
    22,
    () => [video(yt('aqz-KE-bpKQ', true), 'Day One Recap', 185)],
    headed(
      ['Keynotes', 'Stage photography across three halls with consistent colour.'],
      ['Networking', 'Candid frames of attendees, sponsors and the expo floor.'],
      ['Same-day delivery', 'Fifty edited images delivered to the social media team every evening.'],
    ),
  ],
];

export function portfolios() {
  return PORTFOLIOS.map(
    ([suffix, title, s, category, featured, size, created, carousel, photoCount, videos, description]) => {
      const theme = CATEGORY_THEME[category];
      const rnd = picker(`portfolio:${suffix}`);
      /** @type {Record<string, unknown>} */
      const fields = { title, ...(s ? { slug: slug(s) } : {}), category, featured, description };
      if (size !== undefined) fields.size = size;
      if (suffix === 'archive-import') {
        fields.photos = [{ _key: key(), _type: 'image', asset: { _type: 'reference', _ref: 'image-broken' } }];
      } else {
        if (carousel)
          fields.carouselImages = Array.from({ length: carousel }, (_, i) =>
            imageItem(theme, 'hero', i === 0 ? { hotspot: hotspot(0.5, 0.45) } : {}),
          );
        fields.photos = Array.from({ length: photoCount }, (_, i) =>
          imageItem(
            i === 0 || rnd.next() < 0.8 ? theme : 'landscape',
            rnd.pick(['landscape', 'landscape', 'portrait', 'square']),
          ),
        );
      }
      if (videos) fields.videos = videos();
      return doc(
        'portfolio',
        `portfolio-${suffix}`,
        `${created}T${String(9 + rnd.int(0, 8)).padStart(2, '0')}:${String(rnd.int(0, 59)).padStart(2, '0')}:00Z`,
        fields,
      );
    },
  );
}
