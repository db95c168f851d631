/** Blog: authors, categories and posts with rich Portable Text bodies. */
import { doc, image, pt, ref, slug, spread } from './lib.mjs';

export function authors() {
  return [
    doc('author', 'author-ananya-iyer', '2024-06-02T10:00:00Z', {
      name: 'Ananya Iyer',
      image: image('portrait', 'square'),
      bio: 'Portrait photographer and our head of education. Ananya has photographed over three hundred families and writes about light, posing and putting people at ease in front of the camera.',
    }),
    doc('author', 'author-rohit-khanna', '2024-07-15T11:30:00Z', {
      name: 'Rohit Khanna',
      image: image('portrait', 'square'),
      bio: pt([
        'p: Rohit leads our **wedding team** in North India and has covered more than 250 weddings, from intimate court marriages to four-day palace celebrations.',
        'p: When he is not shooting, he is probably planning his next trek in the Himalayas. Read his *field notes* on our [travel diaries](/blogs).',
      ]),
    }),
    doc('author', 'author-sara-thomas', '2025-01-20T09:15:00Z', {
      name: 'Sara Thomas',
      image: image('portrait', 'square'),
    }),
  ];
}

const CATEGORIES = ['Wedding Tips', 'Photography Guides', 'Behind the Scenes', 'Family & Baby', 'Travel Diaries'];
const catId = (t) => `category-${t.toLowerCase().replace(/[^a-z]+/g, '-').replace(/-$/, '')}`;

export function categories() {
  return CATEGORIES.map((title, i) => doc('category', catId(title), spread(i, CATEGORIES.length, '2024-06-01', '2024-08-01', 'category'), { title }));
}

const cats = (...titles) => titles.map((t, i) => ({ _key: `c${i}`, ...ref(catId(t)) }));
const pic = (theme, alt, shape = 'landscape') => ({ image: image(theme, shape), alt });

// [slug, title, author, categories, publishedAt, featured, theme, alt, excerpt, body]
const POSTS = [
  ['how-to-plan-your-wedding-photography-timeline', 'How to Plan Your Wedding Photography Timeline', 'rohit-khanna', ['Wedding Tips'], '2026-06-02T07:30:00Z', true, 'wedding',
    'A bride and groom silhouetted against a sunset after the pheras', 'A day-by-day plan for haldi, mehendi, sangeet, the wedding and the reception, so that your photographers are always in the right place at the right time.', () => [
      'p: An Indian wedding is not one event but five or six, often spread over three days and two or three venues. The single most useful thing you can do for your photographs is to **share a realistic timeline** with your team at least two weeks before the first function.',
      'h2: Start with the light',
      'p: Golden hour — roughly the last hour before sunset — flatters every skin tone. If you can, schedule the couple portraits and the family groups around it, and keep harsh midday sun for indoor rituals.',
      pic('wedding', 'Couple portraits at golden hour on a palace terrace'),
      'h2: A sample timeline',
      'h3: Day one: haldi and mehendi',
      'number: Haldi at 10 am in an open courtyard, with 90 minutes of coverage',
      'number: Lunch break, and detail shots of the mehendi décor',
      'number: Mehendi from 4 pm, with candid coverage of the guests',
      'h3: Day two: the wedding',
      'number: Getting-ready shots for both families, two hours before the baraat',
      'number: Baraat and varmala',
      'number2: Keep 20 minutes for family groups right after the varmala',
      'number: Pheras, vidaai and the first portraits as a married couple',
      'h4: Do not forget buffer time',
      'p: Things run late at every wedding. Add *thirty minutes* of buffer between functions and your photographers will never have to choose between two rituals.',
      'quote: The best wedding photographs are made when the couple forgets the camera is there. A relaxed timeline is how you get there.',
      'p: Ready to plan yours? Compare our [wedding packages](/packages) or [talk to us](/contact) for a custom quote.',
    ]],
  ['best-pre-wedding-locations-in-rajasthan', 'Seven Pre-Wedding Locations in Rajasthan We Keep Coming Back To', 'rohit-khanna', ['Wedding Tips', 'Travel Diaries'], '2026-04-18T06:00:00Z', true, 'prewedding',
    'A couple walking along a lake ghat in Udaipur at dusk', undefined, () => [
      'p: Rajasthan is the most requested state for pre-wedding shoots in India, and for good reason: forts, lakes, dunes and painted havelis, all within a day’s drive.',
      'h2: Our favourites',
      'bullet: **Amer Fort, Jaipur** — go at opening time to beat the crowds',
      'bullet: **Lake Pichola, Udaipur** — the ghats at sunset, then a boat ride',
      'bullet: **Sam Sand Dunes, Jaisalmer** — for sweeping desert frames',
      'bullet: **Mehrangarh, Jodhpur** — blue-city rooftops below the fort walls',
      'bullet2: Book a rooftop café the day before for the best vantage point',
      'bullet: **Panna Meena ka Kund, Jaipur** — geometric stepwell steps',
      pic('prewedding', 'Couple silhouettes on a dune at sunset in Jaisalmer'),
      'h2: Permissions and timing',
      'p: Most monuments need a paid permit for professional cameras and do not allow drones. We handle the paperwork, but build two weeks into your plan. Read the [Archaeological Survey of India](https://asi.nic.in) guidelines if you are planning on your own.',
      'p: Winter, from October to February, is the season: soft light and pleasant afternoons. Summer shoots are possible at dawn only.',
      'p: See real shoots in our [portfolio](/portfolios) and the [Pre-Wedding tiers](/packages).',
    ]],
  ['newborn-photography-safety-guide', 'Newborn Photography: A Parent’s Safety Guide', 'ananya-iyer', ['Family & Baby', 'Photography Guides'], '2026-03-05T09:00:00Z', true, 'baby',
    'A sleeping newborn wrapped in a soft blanket', 'Everything parents should ask a newborn photographer before the session: hygiene, posing, temperature and how long a session really takes. Safety always comes before the picture, and here is how we make sure of it in every single session we book.', () => [
      'p: Newborn photographs are precious because the first two weeks pass so quickly. They should also be **completely safe**. Here is what we do, and what you should expect from any photographer you hire.',
      'h2: Before the session',
      'bullet: Ask whether the photographer has newborn safety training',
      'bullet: Confirm that wraps and props are washed for every client',
      'bullet: Schedule the session between day 5 and day 14',
      'h2: During the session',
      'p: The room should be warm — around 26 °C — and the baby fed just before we start. We take breaks whenever the baby needs them; a session can last *three hours*, and that is normal.',
      pic('baby', 'Tiny feet held in a parent’s hands', 'square'),
      'quote: A pose that looks risky is made as a composite of two safe photographs, with a parent’s hand always supporting the baby.',
      'h3: What we never do',
      'number: Unsupported poses or props that could tip',
      'number: Heat lamps close to the baby',
      'number: Sessions with a sick or unsettled baby — we simply reschedule',
      'p: Read more about our [newborn certification](/about) or see the [Baby & Maternity packages](/packages).',
    ]],
  ['what-to-wear-for-a-maternity-shoot', 'What to Wear for a Maternity Shoot', 'ananya-iyer', ['Family & Baby'], '2026-01-22T10:00:00Z', false, 'maternity',
    'A mother-to-be in a flowing gown standing in a field at sunset', 'Gowns, sarees, colours and fabrics that photograph beautifully, and what to pack for the day.', () => [
      'p: The right outfit makes you feel comfortable, and comfort shows in every frame. Here are our stylist’s suggestions.',
      'h2: Fabrics that flow',
      'p: Chiffon and georgette move beautifully in the wind and catch the backlight. A **saree draped in the Nivi style** looks elegant and leaves room for the bump.',
      'h2: Colours',
      'bullet: Soft pastels for outdoor golden-hour shoots',
      'bullet: Deep jewel tones — emerald, wine, royal blue — for studio portraits',
      'bullet: Avoid large logos and busy prints',
      pic('maternity', 'Maternity portrait in a dusty-pink gown under old trees'),
      'h3: What to pack',
      'number: Two or three outfits and comfortable footwear',
      'number: Water, a snack and a light shawl',
      'number: Something of your partner’s or an older sibling’s to include in a frame',
      'p: We have gowns in all sizes at our studio. [Book a consultation](/contact) to try them on.',
    ]],
  ['candid-vs-traditional-wedding-photography', 'Candid vs Traditional Wedding Photography: Do You Need Both?', 'rohit-khanna', ['Wedding Tips', 'Photography Guides'], '2025-11-30T08:00:00Z', true, 'wedding',
    'A candid frame of a bride laughing with her sisters at the haldi', undefined, () => [
      'p: Most couples we meet ask the same question: is a candid photographer enough? The honest answer is that the two styles do different jobs.',
      'h2: Traditional photography',
      'p: The traditional photographer makes sure that **every relative is photographed with the couple**, every ritual is documented and the stage portraits are properly lit. Your parents will thank you for it.',
      'h2: Candid photography',
      'p: The candid photographer looks for *moments*: a father adjusting his turban, a grandmother’s tears, friends dancing in the baraat. These are the frames that end up on your wall.',
      pic('wedding', 'Guests dancing in the baraat with a brass band'),
      'quote: Traditional photography records who was there. Candid photography records how it felt.',
      'h3: Our recommendation',
      'bullet: Fewer than 150 guests: one candid and one traditional photographer',
      'bullet: More than 300 guests: add a second candid photographer',
      'bullet2: And a cinematographer if you want a film',
      'p: All our [wedding packages](/packages) from Silver upwards include both styles.',
    ]],
  ['behind-the-scenes-ladakh-road-journal', 'Behind the Scenes: Shooting the Ladakh Road Journal', 'sara-thomas', ['Behind the Scenes', 'Travel Diaries'], '2025-10-20T05:45:00Z', false, 'travel',
    'A lone road winding through brown mountains under a deep blue sky', 'Fourteen days, three thousand kilometres and one flat tyre at 17,000 feet.', () => [
      'p: Last summer three of us drove from Manali to Leh and back via Srinagar to make the *Ladakh Road Journal*. Here is how the trip went, and what we learned.',
      'h2: Gear we carried',
      'bullet: Two mirrorless bodies with weather sealing',
      'bullet: A 16–35 mm, a 24–70 mm and a 70–200 mm lens',
      'bullet: Spare batteries — the cold drains them fast',
      'h2: Acclimatisation is not optional',
      'p: We spent two full days in Leh before going higher. **Altitude sickness** is real, and no photograph is worth the risk.',
      pic('landscape', 'Pangong Tso lake in shades of blue at midday'),
      'h3: The light at altitude',
      'p: The midday sun is harsh and the sky turns almost navy. We shot mostly in the first and last two hours of the day and used the middle of the day to drive.',
      'quote: At Pangong we waited three hours for a cloud to move. It was worth it.',
      'p: See the full set in the [portfolio](/portfolio/ladakh-road-journal), and the [Indian Meteorological Department](https://mausam.imd.gov.in) forecast before you plan your own trip.',
    ]],
  ['corporate-headshots-that-dont-look-corporate', 'Corporate Headshots That Do Not Look Corporate', 'sara-thomas', ['Photography Guides'], '2025-08-14T11:00:00Z', true, 'corporate',
    'A professional headshot against a softly blurred office background', 'How we make team headshots feel warm and human while keeping them consistent across an entire company.', () => [
      'p: A headshot is often the first impression a client has of your team. It should look professional — and like a real person.',
      'h2: Consistency is the brand',
      'p: We fix the **background, lens and lighting** for the whole team, so that a photo taken today matches one taken next year for a new joiner.',
      'h2: Warmth is the person',
      'p: We talk, we joke, and we shoot between the poses. The best expression is usually the one *just after* the laugh.',
      pic('corporate', 'Team members in a bright open-plan office', 'landscape'),
      'number: Book a slot of five minutes per person',
      'number: Ask everyone to bring a second top',
      'number: Schedule the session in the morning, before the meetings',
      'p: See our [Corporate tiers](/packages) for teams of every size.',
    ]],
  ['monsoon-photography-tips-mumbai', 'Monsoon Photography Tips from Our Mumbai Team', 'ananya-iyer', ['Photography Guides', 'Travel Diaries'], '2025-07-03T13:20:00Z', false, 'street',
    'A rain-soaked street at dusk with reflections of street lamps', undefined, () => [
      'p: The monsoon turns Mumbai into a different city: reflections everywhere, dramatic skies and people who carry on regardless.',
      'h2: Protect your gear',
      'bullet: A simple rain cover and a microfibre cloth go a long way',
      'bullet: Keep silica gel sachets in your bag',
      'h2: Look down',
      'p: Puddles are free reflectors. Get low and let the street lamps and taxis paint the frame.',
      pic('street', 'Reflections of city lights in a puddle on Marine Drive'),
      'quote: Bad weather makes good photographs, as long as the camera stays dry.',
      'p: Want a monsoon pre-wedding shoot? [Ask us](/contact).',
    ]],
  ['family-portrait-ideas-for-diwali', 'Family Portrait Ideas for Diwali', 'ananya-iyer', ['Family & Baby'], '2025-05-10T16:00:00Z', true, 'family',
    'A family lighting diyas together on a balcony', 'Diyas, rangoli and three generations in one frame: ideas for your festive family portraits.', () => [
      'p: Diwali is the one evening in the year when the whole family is dressed up and at home. It is the perfect time for a portrait session.',
      'h2: Work with the diyas',
      'p: Candlelight is warm and flattering. We add a **single soft light** to keep faces clear while the diyas glow in the background.',
      'h2: Ideas we love',
      'bullet: Grandparents teaching children to draw rangoli',
      'bullet: Everyone lighting diyas on the balcony at the same time',
      'bullet: A group portrait on the staircase, oldest at the top',
      pic('family', 'Three generations posing on a staircase in festive clothes'),
      'p: Festive dates book up early — see our [Events & Celebrations tiers](/packages).',
    ]],
  ['choosing-your-wedding-album', 'Choosing Your Wedding Album: Paper, Binding and Layout', 'rohit-khanna', ['Wedding Tips'], '2025-03-08T10:30:00Z', false, 'wedding',
    'An open wedding album on a wooden table', undefined, () => [
      'p: Your wedding album will outlive every hard drive you own. Here is how to choose one that lasts.',
      'h2: Paper',
      'p: We print on **archival lustre paper** that does not yellow. Flush-mount pages lie flat and show panoramic spreads without a gutter.',
      'h2: Binding and cover',
      'bullet: Linen covers age gracefully',
      'bullet: Leather is classic but heavier',
      'bullet: An embossed title on the cover adds a personal touch',
      'h2: Layout',
      'p: Fewer photos per page, *larger*, tell a better story than a collage of forty thumbnails.',
      pic('wedding', 'Close-up of an album spread with a couple portrait'),
      'p: Albums are included from the Silver tier of our [wedding packages](/packages).',
    ]],
  ['varanasi-at-dawn-a-photo-walk', 'Varanasi at Dawn: A Photo Walk Along the Ghats', 'sara-thomas', ['Travel Diaries', 'Behind the Scenes'], '2025-01-26T04:50:00Z', true, 'travel',
    'Boats on the Ganga at dawn with temples along the ghats', 'A two-hour walk from Assi Ghat to Dashashwamedh, in the soft light of a winter morning.', () => [
      'p: We start at Assi Ghat at 5:30 am, when the morning aarti begins and the river is still wrapped in mist.',
      'h2: The route',
      'number: Assi Ghat — morning aarti and yoga',
      'number: Tulsi Ghat — wrestlers at the akhara',
      'number: Kedar Ghat — colourful steps and temple bells',
      'number: Dashashwamedh Ghat — boats and flower sellers',
      pic('travel', 'A boatman rowing through morning mist on the Ganga', 'portrait'),
      'h3: Etiquette',
      'p: Always ask before photographing people, and **never photograph at the cremation ghats**. A smile and a few words of Hindi open most doors.',
      'quote: In Varanasi, the light does half the work. The other half is patience.',
      'p: See our [Varanasi city gallery](/city/varanasi) for more frames from the ghats.',
    ]],
];

export function posts() {
  return POSTS.map(([s, title, author, categoryTitles, publishedAt, featured, theme, alt, excerpt, body]) =>
    doc('post', `post-${s}`, publishedAt, {
      title,
      slug: slug(s),
      author: ref(`author-${author}`),
      mainImage: image(theme, 'landscape', { alt }),
      categories: cats(...categoryTitles),
      publishedAt,
      ...(excerpt ? { excerpt } : {}),
      featured,
      body: pt(body()),
    }),
  );
}

/** A draft post that must never be shown. */
export function draftPost() {
  return doc('post', 'drafts.post-how-to-plan-your-wedding-photography-timeline', '2026-06-10T08:00:00Z', {
    title: 'DRAFT — should never show',
    slug: slug('draft-should-never-show'),
    author: ref('author-rohit-khanna'),
    mainImage: image('wedding', 'landscape', { alt: 'DRAFT — should never show' }),
    categories: cats('Wedding Tips'),
    publishedAt: '2026-06-10T08:00:00Z',
    excerpt: 'DRAFT — should never show',
    featured: true,
    body: pt(['p: DRAFT — should never show.']),
  });
}
