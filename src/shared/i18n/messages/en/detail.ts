/**
 * The detail pages' words (src/worker/pages/: photographers, city, portfolios, home and blog view
 * models, services, place): titles and descriptions made from a document, card and filter labels,
 * back links, the blog's "Load More" island and the call-time endpoint's refusals.
 */
export const detail = {
  'detail.photographer.defaultTitle': 'Professional Photographer',
  'detail.photographer.specialty': '{specialty} Photography',
  'detail.photographer.portfolio': 'Portfolio',
  'detail.photographer.specialtyPortfolio': '{specialty} photography portfolio',
  'detail.photographer.description':
    '{name}, {title}. {portfolio} with {count, plural, one {{n} photo} other {{n} photos}}.',
  'detail.photographer.photoAlt': '{name}, photo {n}',

  'detail.category.all': 'all',
  'detail.category.portrait': 'portrait',
  'detail.category.landscape': 'landscape',
  'detail.category.fashion': 'fashion',
  'detail.category.wedding': 'wedding',
  'detail.category.street': 'street',
  'detail.category.nature': 'nature',
  'detail.category.corporate': 'corporate',

  'detail.sort.featured': 'Featured',
  'detail.sort.name-asc': 'Name (A-Z)',
  'detail.sort.name-desc': 'Name (Z-A)',
  'detail.sort.newest': 'Newest',
  'detail.sort.oldest': 'Oldest',

  'detail.city.description': 'Top photos and landmarks of {city} by our photographers.',
  'detail.city.photoAlt': '{city}, photo {n}',

  'detail.city.landmark': '★ Landmark',

  'detail.home.contact': 'Contact Us',
  'detail.home.about': 'About us',
  'detail.home.aboutMissing': 'Hero section not found',
  'detail.home.seePortfolio': 'See Portfolio',
  'detail.services.all': 'All services',

  'detail.portfolio.photos': '{count, plural, one {{n} photo} other {{n} photos}}',
  'detail.portfolio.videos': '{count, plural, one {{n} video} other {{n} videos}}',
  'detail.portfolio.highlights': '{title}: highlights',
  'detail.portfolio.photosOf': '{title}: photos',
  'detail.portfolio.videosOf': '{title}: videos',
  'detail.portfolio.photoAlt': '{title}, photo {n}',
  'detail.portfolio.slideAlt': '{title}, slide {n}',
  'detail.portfolio.videoTitle': 'Video {n}',
  'detail.portfolio.videoMissing': 'Video not available',
  'detail.portfolio.loadMore': 'Load More',

  'detail.place.rating': '5.0 Rating',
  'detail.place.clients': '500+ Happy Clients',
  'detail.place.years': '8+ Years Experience',
  'detail.place.quote': 'Get Free Quote',
  'detail.place.defaultTitle': 'Professional Photography',
  'detail.place.photos': '{title}: photos',
  'detail.place.photoAlt': '{title} — photo {n}',
  'detail.place.galleryAlt': '{title} — gallery photo {n}',
  'detail.place.recentAlt': '{title} — recent work {n}',

  'detail.blog.aboutAuthor': 'About the author',
  'detail.tier.basic': 'Bronze',
  'detail.tier.standard': 'Silver',
  'detail.tier.premium': 'Gold',

  'detail.blog.top': 'Back to top',
  'detail.blog.postError': 'Failed to fetch blog post',
} as const;
