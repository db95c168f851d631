/** Photographers, testimonials: the people of the demo dataset. */
import { doc, hotspot, image, picker, slug, spread } from './lib.mjs';

/** Photographer category (docs/product.md#photographers) → image theme of the photos. */
const CATEGORY_THEME = {
  portrait: 'portrait',
  landscape: 'landscape',
  fashion: 'fashion',
  wedding: 'wedding',
  street: 'street',
  nature: 'nature',
  corporate: 'corporate',
};

const PHOTO_TITLES = {
  portrait: [
    'Window Light',
    'Grandmother’s Smile',
    'The Sitar Player',
    'Golden Hour Portrait',
    'Quiet Confidence',
    'Monsoon Afternoon',
    'Studio Profile',
    'Chai Break',
    'Backlit in Lodhi Garden',
    'First Headshot',
  ],
  landscape: [
    'Pangong at First Light',
    'Western Ghats Mist',
    'Spiti Valley Road',
    'Rann of Kutch at Dusk',
    'Kanchenjunga Sunrise',
    'Backwaters, Alleppey',
    'Thar Dunes',
    'Valley of Flowers',
    'Nubra After Rain',
    'Chopta Ridge',
  ],
  fashion: [
    'Banarasi Drape',
    'Monochrome Edit',
    'Festive Lookbook',
    'Rooftop Editorial',
    'Khadi Couture',
    'Resort Wear, Kovalam',
    'Indigo Story',
    'Bridal Couture Preview',
    'Street Luxe',
    'Sequins at Night',
  ],
  wedding: [
    'The Varmala Moment',
    'Haldi Laughter',
    'Mehendi Details',
    'Pheras at Dusk',
    'Bidaai',
    'Sangeet Night',
    'Baraat Arrives',
    'Couple Portrait, Udaipur',
    'Sindoor',
    'First Dance',
  ],
  street: [
    'Chandni Chowk Rush',
    'Local Train, Dadar',
    'Ghats at Dawn',
    'Kolkata Tram',
    'Rain on Marine Drive',
    'Old City Barber',
    'Flower Market, Mysuru',
    'Kite Day, Ahmedabad',
    'Night Bazaar',
    'Chai Stall Conversations',
  ],
  nature: [
    'Kingfisher, Bharatpur',
    'Monsoon Canopy',
    'Tiger Trail, Tadoba',
    'Flamingos at Sewri',
    'Rhododendron Bloom',
    'Elephants at Kabini',
    'Fireflies, Bhandardara',
    'Misty Shola Forest',
    'Red Panda, Singalila',
    'Lotus Pond',
  ],
  corporate: [
    'Leadership Portraits',
    'Boardroom Candid',
    'Product Launch',
    'Team Offsite',
    'Founder Story',
    'Factory Floor',
    'Annual Report Cover',
    'Conference Keynote',
    'Office Culture',
    'Brand Campaign',
  ],
};

// [name, category (specialty), title or null, featured]
/** @type {[string, string, string | null, boolean][]} */
const PHOTOGRAPHERS = [
  ['Aarav Mehta', 'wedding', 'Lead Wedding Photographer', true],
  ['Ananya Iyer', 'portrait', 'Portrait Artist', true],
  ['Kabir Sethi', 'landscape', 'Landscape & Astro Photographer', false],
  ['Meera Nair', 'fashion', 'Fashion & Editorial Photographer', true],
  ['Rohan Deshpande', 'street', 'Street Photographer', false],
  ['Zoya Qureshi', 'nature', 'Wildlife & Nature Photographer', false],
  ['Vikram Reddy', 'corporate', 'Corporate & Brand Photographer', false],
  ['Priya Banerjee', 'wedding', 'Candid Wedding Storyteller', true],
  ['Arjun Menon', 'landscape', null, false],
  ['Ishita Chawla', 'fashion', 'Lookbook Photographer', false],
  ['Siddharth Rao', 'street', 'Documentary Photographer', true],
  ['Tanvi Kulkarni', 'portrait', 'Family & Portrait Photographer', false],
  ['Farhan Sheikh', 'wedding', null, false],
  ['Lakshmi Subramanian', 'nature', 'Nature Photographer', false],
  ['Devendra Rathore', 'landscape', 'Travel & Landscape Photographer', false],
  ['Nikhil Joshi', 'corporate', 'Commercial Photographer', true],
  ['Aditi Saxena', 'portrait', 'Headshot Specialist', false],
  ['Gurpreet Kaur Sandhu', 'wedding', 'Senior Wedding Photographer', false],
  ['Rahul Das', 'street', 'Street & Travel Photographer', false],
  ['Sneha Pillai', 'fashion', null, false],
  ['Manish Tiwari', 'nature', 'Birding Photographer', false],
  ['Kavya Hegde', 'portrait', 'Maternity & Newborn Photographer', true],
  ['Imran Ansari', 'corporate', 'Event & Corporate Photographer', false],
  ['Neha Agarwal', 'wedding', 'Destination Wedding Photographer', false],
  ['Tenzin Norbu', 'landscape', 'Himalayan Landscape Photographer', false],
  ['Ritika Bhattacharya', 'nature', 'Macro & Nature Photographer', false],
  ['Omkar Patil', 'street', 'Street Photographer', false],
  ['Harini Krishnan', 'corporate', null, false],
  ["Daniel D'Souza", 'fashion', 'Fashion Photographer', false],
  ['Jasleen Gill', 'wedding', 'Wedding Photographer', false],
];

const kebab = (s) =>
  s
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function photographers() {
  const all = Object.keys(CATEGORY_THEME);
  return PHOTOGRAPHERS.map(([name, category, title, featured], i) => {
    const rnd = picker(`photographer:${name}`);
    const createdAt = spread(i, PHOTOGRAPHERS.length, '2024-01-10', '2026-04-20', 'photographer');
    const count = 4 + ((i * 5) % 9); // 4 to 12
    const titles = PHOTO_TITLES[category];
    const photos = [];
    for (let n = 0; n < count; n++) {
      const cat = n === 0 || rnd.next() < 0.7 ? category : rnd.pick(all.filter((c) => c !== category));
      const day = spread(n, count, createdAt.slice(0, 10), '2026-06-15', name).slice(0, 10);
      const pool = PHOTO_TITLES[cat];
      const photoTitle = cat === category ? titles[n % titles.length] : pool[(n + i) % pool.length];
      photos.push({
        _key: `p${day}-${'abcdefghijkl'[n]}`,
        image: image(CATEGORY_THEME[cat], rnd.pick(['landscape', 'landscape', 'portrait', 'square']), {
          alt: photoTitle,
        }),
        category: cat,
        title: photoTitle,
      });
    }
    return doc('photographer', `photographer-${kebab(name)}`, createdAt, {
      name,
      ...(title ? { title } : {}),
      slug: slug(kebab(name)),
      featured,
      profileImage: image('portrait', 'portrait', {
        alt: name,
        ...(i % 3 === 0 ? { hotspot: hotspot(0.5, 0.35, 0.6, 0.6) } : {}),
      }),
      heroImage: image(CATEGORY_THEME[category], 'hero'),
      photos,
    });
  });
}

/** A draft that must never be shown (the demo source drops `drafts.` ids). */
export function draftPhotographer() {
  return doc('photographer', 'drafts.photographer-draft-preview', '2026-05-02T09:00:00Z', {
    name: 'DRAFT — should never show',
    title: 'DRAFT — should never show',
    slug: slug('draft-should-never-show'),
    featured: true,
    profileImage: image('portrait', 'portrait', { alt: 'DRAFT — should never show' }),
    heroImage: image('landscape', 'hero'),
    photos: [
      {
        _key: 'p2026-05-02-a',
        image: image('portrait', 'square', { alt: 'DRAFT — should never show' }),
        category: 'portrait',
        title: 'DRAFT — should never show',
      },
    ],
  });
}

// [name, role, rating, featured, theme, review]
const TESTIMONIALS = [
  [
    'Riya & Karan Malhotra',
    'Wedding, Jaipur',
    5,
    true,
    'wedding',
    'From the haldi to the bidaai, the team was everywhere without ever being in the way. Our album made both our grandmothers cry happy tears, and we still find new details every time we open it.',
  ],
  [
    'Shruti Venkatesh',
    'Maternity shoot, Bangalore',
    5,
    true,
    'maternity',
    'I was nervous about posing at eight months, but the photographer made it feel like an evening walk with a friend. The golden-hour frames at Cubbon Park are the most beautiful pictures of me I have ever seen.',
  ],
  [
    'Aman Khurana',
    'Founder, Brewhouse Coffee Co.',
    4,
    true,
    'corporate',
    'Clean, consistent product and team photos delivered in four days, exactly as promised. Our website conversion went up after the refresh. One reshoot was needed for a flat-lay, handled quickly and without fuss.',
  ],
  [
    'Nandini & Sameer Joshi',
    'Pre-wedding, Udaipur',
    5,
    true,
    'prewedding',
    'They scouted the ghats the evening before so that we would get the lake at sunset without the crowds. Every suggestion was thoughtful, and the short film they cut for our sangeet was a showstopper.',
  ],
  [
    'Dr. Farah Siddiqui',
    'Family portraits, Lucknow',
    4.5,
    true,
    'family',
    'Three generations, two toddlers and one very impatient grandfather — and still they got a frame where everyone is looking at the camera and smiling. Warm, patient and very professional.',
  ],
  [
    'Pallavi Sharma',
    'Newborn session, Delhi NCR',
    5,
    true,
    'baby',
    'Completely safety-first with our ten-day-old: warm room, washed props, no risky poses. The gallery arrived in a week and the prints are on every wall of our home now.',
  ],
  [
    'Col. Rajiv Menon (Retd.)',
    'Golden jubilee celebration, Pune',
    4,
    true,
    'event',
    'Our fiftieth anniversary party was photographed with grace. They captured the speeches, the dancing and the quiet moments in between. Highly recommended for family events.',
  ],
  [
    'Varun Gupta',
    'Corporate headshots, Gurugram',
    3,
    false,
    'corporate',
    'Good headshots for our team of forty and efficient on the day. Delivery took a little longer than quoted because of a festival week, but the final retouching was excellent.',
  ],
];

export function testimonials() {
  return TESTIMONIALS.map(([name, role, rating, featured, theme, review], i) =>
    doc(
      'testimonial',
      `testimonial-${i + 1}`,
      spread(i, TESTIMONIALS.length, '2024-02-01', '2026-03-15', 'testimonial'),
      {
        name,
        role,
        review,
        rating,
        image: image(theme, 'square'),
        featured,
      },
    ),
  );
}
