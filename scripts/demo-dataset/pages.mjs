/** Site-wide documents: about, legal pages, SEO records, hero carousel and FAQs. */
import { doc, headed, image, keyed, paras, spread } from './lib.mjs';

export function about() {
  return doc('about', 'about', '2024-01-08T10:00:00Z', {
    heroSection: {
      title: 'We Tell Your Story Through',
      highlightedText: 'Timeless Photographs',
      description:
        'A pan-India photography brand founded in 2020, with photographers in more than fifty cities. Weddings, babies, families, brands and travel — photographed with care and delivered on time.',
      image: image('wedding', 'landscape', { alt: 'A couple photographed at their wedding' }),
    },
    whatIs: {
      title: 'Who We Are',
      content: paras(
        'We are a team of photographers, cinematographers, editors and coordinators who believe that every family deserves photographs they will treasure for generations.',
        'From a ten-day-old baby in Noida to a four-day palace wedding in Jaipur, we bring the same care, the same standards and the same promise: your memories, beautifully kept.',
      ),
    },
    whyChoose: {
      title: 'Why Choose Us',
      content: paras(
        'Verified, trained photographers in every city we serve, backed by a central editing team that keeps the quality consistent.',
        'Clear packages with no hidden charges, written contracts, and galleries delivered on the date we promise.',
        'A single coordinator for your booking, reachable on the phone and on chat, Monday to Saturday.',
      ),
    },
    howStarted: {
      title: 'How It Started',
      content: headed(
        [
          '2020 — One camera, one city',
          'Our founder started photographing small weddings in Delhi during the pandemic, when families needed someone they could trust in a room of twenty people.',
        ],
        [
          '2021 — A team forms',
          'Five photographers joined, and we photographed our first hundred weddings across North India.',
        ],
        [
          '2023 — Across India',
          'We opened in Mumbai, Bangalore and Hyderabad and launched our newborn and maternity studio.',
        ],
        [
          'Today — Fifty cities',
          'More than two hundred photographers and a central editing team, still with the same promise we made on day one.',
        ],
      ),
    },
    stats: keyed([
      { value: '500+', label: 'Happy Couples' },
      { value: '50+', label: 'Cities Covered' },
      { value: '200+', label: 'Photographers' },
      { value: '10,000+', label: 'Photos Delivered Monthly' },
    ]),
  });
}

const sections = (...list) => keyed(list.map(([title, content]) => ({ title, content })));

export function legal() {
  return [
    doc('termsAndConditions', 'termsAndConditions', '2024-01-10T10:00:00Z', {
      title: 'Terms and Conditions',
      content:
        'These terms apply to every booking made through our website, phone or chat. By confirming a booking you agree to them.',
      sections: sections(
        [
          'Bookings and Payments',
          'A booking is confirmed when we receive the advance payment of 30% of the package price and send you a written confirmation. The balance is due seven days before the event.',
        ],
        [
          'Deliverables and Timelines',
          'Edited photographs are delivered within 21 days and films within 45 days of the event, unless your package says otherwise. Albums are printed after you approve the layout.',
        ],
        [
          'Copyright and Usage',
          'You receive a personal-use licence for all delivered photographs. We may use a small selection in our portfolio and social media unless you ask us not to in writing.',
        ],
        [
          'Client Responsibilities',
          'Please share an accurate timeline, venue permissions and a point of contact for the day. Delays caused by the venue or schedule changes may extend the coverage charges.',
        ],
        [
          'Limitation of Liability',
          'In the rare event that we cannot deliver photographs because of equipment failure or circumstances beyond our control, our liability is limited to a refund of the amount paid.',
        ],
      ),
      lastUpdated: '2026-01-15',
    }),
    doc('privacyPolicy', 'privacyPolicy', '2024-01-10T10:05:00Z', {
      title: 'Privacy Policy',
      overview:
        'We collect only the information we need to respond to your enquiry and deliver your photographs, and we never sell it.',
      sections: sections(
        [
          'Information We Collect',
          'Your name, e-mail address, phone number, city and the details of your event, when you fill in a form or contact us.',
        ],
        [
          'How We Use It',
          'To call you back, prepare a quote, schedule your shoot and deliver your gallery. With your consent, to send occasional offers.',
        ],
        [
          'Your Photographs',
          'Client galleries are private, protected by a link or password, and stored in two separate locations.',
        ],
        [
          'Sharing',
          'We share your details only with the photographers and editors assigned to your booking, and with payment providers to process payments.',
        ],
        ['Your Rights', 'You may ask us to correct or delete your personal data at any time by writing to us.'],
      ),
      contactInfo: { email: 'privacy@example.com', website: 'https://www.example.com', phone: '+91 98765 43210' },
      lastUpdated: '2025-11-02',
    }),
    doc('cancellationPolicy', 'cancellationPolicy', '2024-01-10T10:10:00Z', {
      title: 'Cancellation Policy',
      sections: sections(
        [
          'Cancellation by the Client',
          'Cancellations more than 60 days before the event receive a refund of the advance minus a 10% processing fee. Within 60 days, the advance is non-refundable.',
        ],
        [
          'Rescheduling',
          'You may reschedule once at no charge, subject to availability, if you tell us at least 30 days in advance.',
        ],
        [
          'Cancellation by Us',
          'If we are unable to cover your event, we will arrange an equally experienced photographer or refund everything you have paid.',
        ],
        [
          'Weather and Force Majeure',
          'Outdoor shoots affected by weather are rescheduled at no cost. Events cancelled by government order are handled case by case.',
        ],
      ),
      lastUpdated: '2025-09-20',
    }),
  ];
}

export function seo() {
  const records = [
    [
      'home',
      'Professional Photographers Across India',
      'Book wedding, pre-wedding, maternity, baby, family and corporate photographers in 50+ Indian cities.',
      'photographer, wedding photographer, pre-wedding shoot, maternity photoshoot, baby photoshoot, india',
      '/',
      'website',
      'wedding',
    ],
    [
      'services',
      'Photography Services',
      'Wedding, portrait, commercial and event photography services with transparent pricing.',
      'photography services, wedding photography, corporate headshots, event photography',
      '/services',
      'website',
      null,
    ],
    [
      'photographers',
      'Our Photographers',
      'Browse verified professional photographers by specialty: wedding, portrait, fashion, landscape and more.',
      'photographers near me, professional photographer, portrait photographer',
      '/photographers',
      'website',
      'portrait',
    ],
    [
      'blogs',
      'Photography Blog',
      'Guides, tips and behind-the-scenes stories from our photographers.',
      'photography tips, wedding planning, newborn photography guide',
      '/blogs',
      'website',
      null,
    ],
    [
      'packages',
      'Photography Packages and Prices',
      'Compare Bronze, Silver, Gold and Platinum packages for weddings, pre-wedding, baby, maternity and corporate shoots.',
      'wedding photography packages, photoshoot price, maternity shoot price',
      '/packages',
      'website',
      'prewedding',
    ],
    [
      'terms',
      'Terms and Conditions',
      'The terms that apply to every booking.',
      'terms, cancellation, booking terms',
      '/terms-and-conditions',
      'website',
      null,
    ],
  ];
  return records.map(([pageName, title, description, keywords, url, type, theme], i) =>
    doc('seo', `seo-${pageName}`, spread(i, records.length, '2024-01-12', '2024-03-01', 'seo'), {
      pageName,
      title,
      description,
      keywords,
      url,
      type,
      ...(theme ? { image: image(theme, 'landscape') } : {}),
    }),
  );
}

export function heroCarousel() {
  return doc('heroCarousel', 'heroCarousel', '2024-01-09T10:00:00Z', {
    slides: keyed([
      {
        title: 'Capturing Moments\\nThat Last Forever',
        subtitle: 'Wedding, pre-wedding and family photography across India',
        image: image('wedding', 'hero'),
      },
      {
        title: 'Your Love Story, Beautifully Told',
        subtitle: 'Pre-wedding shoots at palaces, beaches and hill stations',
        image: image('prewedding', 'hero'),
      },
      {
        title: 'Tiny Fingers,\\nBig Memories',
        subtitle: 'Safe, gentle newborn and maternity sessions',
        image: image('baby', 'hero'),
      },
      {
        title: 'Brands That Look Their Best',
        subtitle: 'Corporate headshots, products and events',
        image: image('corporate', 'hero'),
      },
    ]),
  });
}

// [question, answer, category (null: none), order]
const FAQS = [
  [
    'How far in advance should I book?',
    'For weddings, four to six months ahead, especially between November and February. For other shoots, two to three weeks is usually enough.',
    'booking',
    1,
  ],
  [
    'How do I confirm my booking?',
    'Pay an advance of 30% of the package price. You will receive a written confirmation with your photographer’s details within 24 hours.',
    'booking',
    2,
  ],
  [
    'Can I choose my photographer?',
    'Yes. Browse our photographers, note the names you like, and our coordinator will check their availability for your date.',
    'booking',
    3,
  ],
  [
    'Do you travel for destination weddings?',
    'Yes, anywhere in India and abroad. Travel and stay for the team are quoted separately.',
    'booking',
    4,
  ],
  [
    'What do your packages cost?',
    'Packages start at ₹7,999 for a short portrait session and ₹49,999 for wedding coverage. See the packages page for every tier.',
    'pricing',
    5,
  ],
  [
    'Are there any hidden charges?',
    'No. Travel outside the city, extra hours and additional albums are the only extras, and they are always quoted in writing before you book.',
    'pricing',
    6,
  ],
  [
    'Do you offer EMI or instalments?',
    'Yes: the advance at booking, the balance seven days before the event, and EMI options through our payment partner for larger packages.\n\nAsk your coordinator for the current EMI partners.',
    'pricing',
    7,
  ],
  [
    'When will I receive my photos?',
    'Edited photos arrive within 21 days, and a sneak peek of 20–30 photos within 72 hours.',
    'delivery',
    8,
  ],
  [
    'How are the photos delivered?',
    'In a private online gallery where you can view, download and share them with family. Albums are couriered after you approve the layout.',
    'delivery',
    9,
  ],
  [
    'Can I get the raw files?',
    'Raw files are not included, but a complete set of lightly edited high-resolution JPEGs is available as an add-on.',
    'delivery',
    10,
  ],
  [
    'Are your photographers verified?',
    'Every photographer is interviewed, reviews a portfolio test and completes our training before taking bookings.',
    'general',
    11,
  ],
  [
    'Which cities do you cover?',
    'More than fifty cities across India, including Delhi NCR, Mumbai, Bangalore, Hyderabad, Chennai, Pune, Kolkata and Jaipur.',
    'general',
    12,
  ],
  [
    'Is it safe to photograph my newborn?',
    'Yes. Our newborn photographers are trained in safe posing and hygiene, and a parent is always within arm’s reach.',
    null,
    13,
  ],
  [
    'Can I use the photos on social media?',
    'Of course. Please tag us if you would like to — it helps other families find us.',
    null,
    14,
  ],
];

export function faqs() {
  return FAQS.map(([question, answer, category, order], i) =>
    doc('faq', `faq-${order}`, spread(i, FAQS.length, '2024-02-10', '2025-12-01', 'faq'), {
      question,
      answer,
      ...(category ? { category } : {}),
      order,
    }),
  );
}
