import type { ComponentType } from 'react';

/**
 * Island name → lazy module. Each island is its own chunk, loaded only when a page has it.
 * The names match <Island name=…> in the server-rendered markup.
 */
export const islands: Record<string, () => Promise<{ default: ComponentType<any> }>> = {
  MobileMenu: () => import('../shared/islands/MobileMenu'),
  FloatingButtons: () => import('../shared/islands/FloatingButtons'),
  ConsentBar: () => import('../shared/islands/ConsentBar'),
  PhotographerFilters: () => import('../shared/islands/PhotographerFilters'),
  PhotoSort: () => import('../shared/islands/PhotoSort'),
  LoadMorePosts: () => import('../shared/islands/LoadMorePosts'),
  RetryButton: () => import('../shared/islands/RetryButton'),
  ShareButton: () => import('../shared/islands/ShareButton'),
  FaqList: () => import('../shared/islands/FaqList'),
  AdCarousel: () => import('../shared/islands/AdCarousel'),
  HeroCarousel: () => import('../shared/islands/HeroCarousel'),
  TestimonialsCarousel: () => import('../shared/islands/TestimonialsCarousel'),
  InlineVideo: () => import('../shared/islands/InlineVideo'),
  CallbackModal: () => import('../shared/islands/CallbackModal'),
  CallbackForm: () => import('../shared/islands/CallbackForm'),
  PartnerForm: () => import('../shared/islands/PartnerForm'),
  PhotographerForm: () => import('../shared/islands/PhotographerForm'),
  CategoryFilter: () => import('../shared/islands/CategoryFilter'),
  PortfolioCarousel: () => import('../shared/islands/PortfolioCarousel'),
  PhotoGallery: () => import('../shared/islands/PhotoGallery'),
  VideoGallery: () => import('../shared/islands/VideoGallery'),
};
