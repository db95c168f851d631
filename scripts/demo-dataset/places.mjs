/** City galleries and targeted ad landing pages (/city/{slug}, /place/{slug}). */
import { doc, image, imageItem, keyed, picker, pt, slug, spread } from './lib.mjs';

// [name, slug, description, [title, landmark, theme][]]
/** @type {[string, string, string, [string, boolean, string][]][]} */
const CITIES = [
  [
    'Delhi NCR',
    'delhi-ncr',
    'From Mughal monuments to Lutyens’ avenues and the glass towers of Gurugram, the capital region gives every shoot a different backdrop within an hour’s drive.',
    [
      ['India Gate at Blue Hour', true, 'travel'],
      ['Humayun’s Tomb Gardens', true, 'travel'],
      ['Qutub Minar', true, 'travel'],
      ['Lodhi Garden Portraits', false, 'portrait'],
      ['Chandni Chowk Spice Market', false, 'street'],
      ['Cyber City Skyline', false, 'city'],
      ['Sunder Nursery Pre-Wedding', false, 'prewedding'],
      ['Hauz Khas Lake', false, 'landscape'],
      ['A Farmhouse Wedding, Chhatarpur', false, 'wedding'],
      ['Newborn Session, Noida', false, 'baby'],
    ],
  ],
  [
    'Mumbai',
    'mumbai',
    'The sea, the monsoon and the art-deco facades of South Bombay: Mumbai is made for dramatic, cinematic frames.',
    [
      ['Gateway of India', true, 'travel'],
      ['Marine Drive at Night', true, 'city'],
      ['Bandra–Worli Sea Link', true, 'city'],
      ['Kala Ghoda Street Art', false, 'street'],
      ['Juhu Beach Sunset', false, 'landscape'],
      ['Maternity on the Bandstand Promenade', false, 'maternity'],
      ['A Parsi Wedding, Colaba', false, 'wedding'],
      ['Dharavi Potters', false, 'street'],
      ['Lower Parel Office Portraits', false, 'corporate'],
      ['Worli Koliwada', false, 'street'],
      ['Film City Fashion Shoot', false, 'fashion'],
      ['Banganga Tank at Dawn', true, 'travel'],
    ],
  ],
  [
    'Jaipur',
    'jaipur',
    'Pink sandstone, mirrored palaces and hill forts: the most requested city in India for royal weddings and pre-wedding shoots.',
    [
      ['Hawa Mahal at Sunrise', true, 'travel'],
      ['Amer Fort', true, 'travel'],
      ['Nahargarh Sunset', true, 'landscape'],
      ['Patrika Gate Pre-Wedding', false, 'prewedding'],
      ['A Palace Wedding', false, 'wedding'],
      ['Johari Bazaar', false, 'street'],
      ['Jal Mahal Reflections', true, 'landscape'],
      ['Block-Print Artisans, Sanganer', false, 'street'],
      ['Rooftop Family Portrait', false, 'family'],
    ],
  ],
  [
    'Varanasi',
    'varanasi',
    'The oldest living city on the Ganga: ghats at dawn, evening aarti and lanes that have not changed in centuries.',
    [
      ['Dashashwamedh Ghat Aarti', true, 'event'],
      ['Boats at First Light', false, 'landscape'],
      ['Manikarnika Lanes', false, 'street'],
      ['Assi Ghat Morning', true, 'travel'],
      ['Silk Weavers of Sarnath', false, 'street'],
      ['A Boatman’s Portrait', false, 'portrait'],
      ['Ramnagar Fort', true, 'travel'],
    ],
  ],
  [
    'Bangalore',
    'bangalore',
    'Garden city greens, old bungalows and a buzzing start-up scene: perfect for maternity, family and corporate shoots.',
    [
      ['Cubbon Park Canopy', false, 'nature'],
      ['Vidhana Soudha', true, 'travel'],
      ['Lalbagh Glass House', true, 'travel'],
      ['Maternity in the Bamboo Grove', false, 'maternity'],
      ['Start-up Team Portraits, Koramangala', false, 'corporate'],
      ['Church Street Café', false, 'food'],
      ['Nandi Hills Sunrise', false, 'landscape'],
      ['Family Day at Sankey Tank', false, 'family'],
    ],
  ],
  [
    'Kolkata',
    'kolkata',
    'Trams, colonial arcades and Durga Puja pandals: a city of stories, best photographed slowly.',
    [
      ['Howrah Bridge', true, 'city'],
      ['Victoria Memorial', true, 'travel'],
      ['Kumartuli Idol Makers', false, 'street'],
      ['Durga Puja Pandal', false, 'event'],
      ['College Street Books', false, 'street'],
      ['A Bengali Wedding, Ballygunge', false, 'wedding'],
    ],
  ],
  [
    'Hyderabad',
    'hyderabad',
    'The Charminar at night, Nizami palaces and the lakes of the old city, with biryani never far away.',
    [
      ['Charminar by Night', true, 'city'],
      ['Chowmahalla Palace', true, 'travel'],
      ['Laad Bazaar Bangles', false, 'street'],
      ['Hussain Sagar Sunset', false, 'landscape'],
      ['HITEC City Headshots', false, 'corporate'],
      ['Golconda Fort', true, 'travel'],
      ['A Nikah at Falaknuma', false, 'wedding'],
    ],
  ],
  [
    'Lucknow',
    'lucknow',
    'Tehzeeb, chikankari and Awadhi architecture: elegant backdrops for weddings and family portraits.',
    [
      ['Bara Imambara', true, 'travel'],
      ['Rumi Darwaza', true, 'travel'],
      ['Chikankari Workshop', false, 'street'],
      ['Gomti Riverfront', false, 'landscape'],
      ['Three Generations at a Haveli', false, 'family'],
      ['Hazratganj Evening', false, 'city'],
      ['Tunday Kababi', false, 'food'],
      ['A Lucknowi Nikah', false, 'wedding'],
      ['Dilkusha Kothi Ruins', true, 'travel'],
      ['Ambedkar Park at Dusk', false, 'landscape'],
      ['Chowk Market', false, 'street'],
      ['Residency Gardens', true, 'nature'],
      ['Kite Flying on the Roofs', false, 'event'],
      ['Newborn Session, Gomti Nagar', false, 'baby'],
    ],
  ],
  [
    'Ayodhya',
    'ayodhya',
    'Our Ayodhya gallery is coming soon: our team is photographing the ghats of the Saryu this season.',
    [],
  ],
];

export function cities() {
  return CITIES.map(([name, s, description, photos], i) => {
    const rnd = picker(`city:${s}`);
    const createdAt = spread(i, CITIES.length, '2024-03-10', '2026-01-20', 'city');
    const hero = photos.find(([, , theme]) => theme === 'travel' || theme === 'city')?.[2] ?? 'landscape';
    return doc('city', `city-${s}`, createdAt, {
      name,
      slug: slug(s),
      description,
      heroImage: image(hero, 'hero'),
      photos: photos.map(([title, landmark, theme], n) => {
        const day = spread(n, photos.length, '2024-04-01', '2026-05-31', `${s}-photos`).slice(0, 10);
        return {
          _key: `c${day}-${'abcdefghijklmn'[n]}`,
          image: image(theme, rnd.pick(['landscape', 'landscape', 'portrait', 'square']), { alt: title }),
          title,
          landmark,
        };
      }),
    });
  });
}

const tierOf = (price, features) => ({ price, features });

export function targetedAds() {
  const ads = [
    {
      slug: 'wedding-photographer-jaipur',
      title: 'Wedding Photographer in Jaipur',
      service: 'Wedding Photography',
      location: 'Jaipur',
      theme: 'wedding',
      description:
        'Royal palace weddings, candid storytelling and cinematic films across Jaipur, from Amer to the Aravalli resorts.',
      detailedContent:
        'Jaipur weddings are grand, colourful and full of ritual. Our Jaipur team has photographed more than two hundred weddings in the city’s palaces, havelis and heritage hotels.\n\nWe plan the coverage with your planner, scout the venue at the same hour as your ceremonies and bring a team sized for your guest list.',
      pricing: {
        basic: tierOf(5999900, [
          '1 candid + 1 traditional photographer',
          '1 day of coverage',
          '500 edited photos',
          'Online gallery',
        ]),
        standard: tierOf(9999900, [
          '2 candid photographers + 1 cinematographer',
          '2 days of coverage',
          'Highlight film',
          '1 premium album',
        ]),
        premium: tierOf(17999900, [
          'Full team of 6',
          'All functions',
          'Drone coverage',
          'Same-day edit',
          '2 premium albums',
        ]),
      },
      testimonials: [
        ['The palace looked like a painting in every single frame. Worth every rupee.', 'Riya Malhotra'],
        ['They managed 700 guests and never missed a ritual.', 'Karan Malhotra'],
        ['Our album arrived before our first anniversary, as promised.', 'Devika Shekhawat'],
      ],
      features: [
        'Heritage venue specialists',
        'Candid + traditional coverage',
        'Cinematic wedding films',
        'Drone permissions handled',
        'Albums printed on archival paper',
        'Team sized to your guest list',
      ],
      contact: '+91 98765 43210',
      experience: '8+ years',
      clientsCount: '250+ weddings',
    },
    {
      slug: 'maternity-photoshoot-mumbai',
      title: 'Maternity Photoshoot in Mumbai',
      service: 'Maternity Photoshoot',
      location: 'Mumbai',
      theme: 'maternity',
      description:
        'Graceful maternity portraits by the sea, in the studio or at home, with gowns and styling included.',
      detailedContent:
        'The best time for a maternity shoot is between the 28th and 34th week. We choose the location with you — Bandstand, Juhu at sunset, a heritage bungalow in Bandra or our Andheri studio — and keep the pace calm and comfortable.',
      pricing: {
        basic: tierOf(999900, ['1-hour studio session', '20 edited photos', '1 gown']),
        standard: tierOf(1799900, [
          '2-hour outdoor session',
          '40 edited photos',
          '3 gowns',
          'Partner and family frames',
        ]),
        premium: tierOf(2999900, ['Studio + outdoor', '70 edited photos', 'Make-up artist', 'Fine-art print']),
      },
      testimonials: [
        ['I felt beautiful and completely at ease. The sunset frames are magical.', 'Shruti Venkatesh'],
        ['Patient, kind and so creative with the light.', 'Aditi Rao'],
        ['Our favourite photos of the whole pregnancy.', 'Meher Kapadia'],
      ],
      features: [
        'Gowns in all sizes',
        'Female photographers on request',
        'Comfort breaks, no rush',
        'Sea-facing locations',
        'Partner and sibling frames',
      ],
      contact: '+91 98765 43211',
      experience: '6+ years',
      clientsCount: '400+ families',
    },
    {
      slug: 'baby-photoshoot-delhi-ncr',
      title: 'Baby Photoshoot in Delhi NCR',
      service: 'Newborn & Baby Photography',
      location: 'Delhi NCR',
      theme: 'baby',
      description:
        'Safe, gentle newborn and baby photography at home or in our warm studio across Delhi, Gurugram and Noida.',
      detailedContent:
        'Newborn sessions are best within the first two weeks, while babies sleep deeply. Our photographers are trained in safe posing and hygiene, and every prop is washed before your session.\n\nMilestone shoots at six months and the first birthday are also available as a bundle.',
      pricing: {
        basic: tierOf(799900, ['1-hour session', '15 edited photos', '2 setups']),
        standard: tierOf(1399900, ['2-hour session', '35 edited photos', '4 setups', 'Parents and siblings']),
        premium: tierOf(2499900, ['Newborn + 6 months + first birthday', '90 edited photos', 'Photo book']),
      },
      testimonials: [
        ['Safety first, always. Our ten-day-old slept through the whole shoot.', 'Pallavi Sharma'],
        ['Gorgeous setups and very hygienic studio.', 'Nikhil Arora'],
        ['The milestone bundle is the best gift we bought ourselves.', 'Sana Mirza'],
      ],
      features: [
        'Certified safe newborn posing',
        'Sanitised props and wraps',
        'Warm, baby-friendly studio',
        'Home sessions available',
        'Milestone bundles',
        'Gallery in 7 days',
      ],
      contact: '+91 98765 43212',
      experience: '7+ years',
      clientsCount: '600+ babies',
    },
    {
      slug: 'pre-wedding-shoot-goa',
      title: 'Pre-Wedding Shoot in Goa',
      service: 'Pre-Wedding Shoots',
      location: 'Goa',
      theme: 'prewedding',
      description:
        'Beaches, Portuguese lanes and sunset cliffs: a relaxed pre-wedding shoot in Goa with a reel for your save-the-date.',
      detailedContent:
        'We plan your day around the light: Fontainhas lanes in the morning, a quiet beach in the afternoon and a cliff-top sunset. Our Goa team knows the permissions and the crowd-free spots.',
      pricing: {
        basic: tierOf(2499900, ['Half-day shoot', '2 locations', '60 edited photos']),
        standard: tierOf(3999900, ['Full-day shoot', '3 locations', '120 edited photos', 'Save-the-date reel']),
      },
      testimonials: [
        ['The Fontainhas frames are straight out of a film.', 'Nandini Joshi'],
        ['They found an empty beach in peak season!', 'Sameer Joshi'],
        ['Fun, relaxed and beautifully shot.', 'Ayesha Fernandes'],
      ],
      features: [
        'Local location scouting',
        'Permissions handled',
        'Outfit and styling guide',
        'Sunset-timed schedule',
        'Save-the-date reel',
      ],
      contact: '+91 98765 43213',
      experience: '5+ years',
      clientsCount: '150+ couples',
    },
  ];
  return ads.map((ad, i) => {
    const { theme } = ad;
    return doc('targetedAd', `targetedAd-${ad.slug}`, spread(i, ads.length, '2025-02-01', '2026-03-01', 'ad'), {
      title: ad.title,
      slug: slug(ad.slug),
      service: ad.service,
      location: ad.location,
      description: ad.description,
      detailedContent: ad.detailedContent,
      carouselImages: Array.from({ length: 3 + (i % 4) }, () => imageItem(theme, 'hero')),
      galleryImages: Array.from({ length: 6 + (i % 3) * 2 }, (_, n) =>
        imageItem(n % 3 === 2 ? 'landscape' : theme, n % 2 ? 'portrait' : 'landscape'),
      ),
      pricing: ad.pricing,
      testimonials: keyed(ad.testimonials.map(([text, name]) => ({ text, name }))),
      features: ad.features,
      contact: ad.contact,
      experience: ad.experience,
      clientsCount: ad.clientsCount,
      body: pt([
        `h2: Why couples and families choose us in ${ad.location}`,
        `p: ${ad.description} Every booking includes a **pre-shoot call**, a written plan and a dedicated coordinator.`,
        'h3: What is included',
        'bullet: A shot list built around your rituals and family',
        'bullet: Professional colour grading and retouching',
        'bullet: A private online gallery to share with family',
        `p: Compare all our tiers on the [packages page](/packages), or read *real stories* on our [blog](/blogs).`,
      ]),
    });
  });
}
