import type { ReactNode } from 'react';
import { Badge } from '../Badge';
import type { GalleryItem } from '../GalleryGrid';
import type { ImageData } from '../types';

/** Sample image served by the demo image route at any size. */
export function demo(
  name: string,
  w: number,
  h: number,
  alt: string,
  sizes = '(min-width: 64em) 33vw, (min-width: 40em) 50vw, 100vw',
): ImageData {
  const base = `/demo-img/${name}-${w}x${h}.svg`;
  const at = (x: number) => `${base}?w=${x}&h=${Math.round((x * h) / w)}`;
  return {
    src: at(800),
    srcSet: [400, 800, 1200].map((x) => `${at(x)} ${x}w`).join(', '),
    sizes,
    width: w,
    height: h,
    alt,
  };
}

export const LAND = (id: string, alt: string) => demo(`landscape${id}`, 1600, 1067, alt);
export const PORT = (id: string, alt: string) => demo(`portrait${id}`, 1200, 1500, alt);

export const CITIES = [
  'Ahmedabad',
  'Ayodhya',
  'Bangalore',
  'Bhopal',
  'Chandigarh',
  'Chennai',
  'Delhi NCR',
  'Hyderabad',
  'Indore',
  'Jaipur',
  'Kanpur',
  'Kolkata',
  'Lucknow',
  'Ludhiana',
  'Mumbai',
  'Nagpur',
  'Noida',
  'Patna',
  'Prayagraj',
  'Pune',
  'Rewa',
  'Varanasi',
];
export const PORTFOLIO_MENU = [
  'wedding',
  'pre-wedding',
  'post-wedding',
  'baby',
  'maternity',
  'travel',
  'business',
  'personal',
  'family',
  'other',
];
export const slug = (s: string) => s.toLowerCase().replace(/\s+/g, '-');

/** One titled styleguide section. */
export function SgBlock({
  title,
  id,
  children,
  alt,
}: {
  title: string;
  id: string;
  children: ReactNode;
  alt?: boolean;
}) {
  return (
    <section className={alt ? 'section section--tight section--alt' : 'section section--tight'} aria-labelledby={id}>
      <div className="container stack">
        <h2 id={id} className="eyebrow">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export const GALLERY: GalleryItem[] = [
  {
    key: 'g1',
    image: LAND('a1b2c3', 'Haveli courtyard at dusk'),
    size: 'large',
    caption: 'Haveli courtyard at dusk',
    badge: <Badge kind="landmark">★ Landmark</Badge>,
  },
  { key: 'g2', image: PORT('b2c3d4', 'Bride adjusting her dupatta'), size: 'medium', caption: 'Bridal portrait' },
  {
    key: 'g3',
    image: LAND('c3d4e5', 'Ghats at sunrise'),
    size: 'small',
    badge: <Badge kind="landmark">★ Landmark</Badge>,
  },
  { key: 'g4', image: LAND('d4e5f6', 'Street market colours'), size: 'small' },
  { key: 'g5', image: PORT('e5f6a7', 'Baby asleep in a basket'), size: 'unexpected' },
  { key: 'g6', image: LAND('f6a7b8', 'Couple on a palace terrace'), size: 'small' },
  { key: 'g7', image: LAND('a7b8c9', 'Mehendi detail'), size: 'large' },
  { key: 'g8', image: LAND('b8c9d0', 'Family on a beach'), size: 'small' },
  { key: 'g9', image: PORT('c9d0e1', 'Portrait in window light'), size: null },
  { key: 'g10', image: LAND('d0e1f2', 'Lake at golden hour'), size: 'small' },
];
