import type { ComponentType } from 'react';

/**
 * Island name → lazy module. Each island is its own chunk, loaded only when a page has it.
 * The names match <Island name=…> in the server-rendered markup.
 */
export const islands: Record<string, () => Promise<{ default: ComponentType<any> }>> = {
  MobileMenu: () => import('../shared/islands/MobileMenu'),
  FloatingButtons: () => import('../shared/islands/FloatingButtons'),
  ConsentBar: () => import('../shared/islands/ConsentBar'),
  CategoryFilter: () => import('../shared/islands/CategoryFilter'),
  PortfolioCarousel: () => import('../shared/islands/PortfolioCarousel'),
  PhotoGallery: () => import('../shared/islands/PhotoGallery'),
  VideoGallery: () => import('../shared/islands/VideoGallery'),
};
