import { Img } from './Img';
import { Stars } from './Stars';
import type { ImageData } from './types';

export interface TestimonialCardProps {
  quote: string;
  name: string;
  role?: string;
  /** 0–5; omitted → no stars. */
  rating?: number;
  image?: ImageData;
}

/** Review in quotes, stars, person. */
export function TestimonialCard({ quote, name, role, rating, image }: TestimonialCardProps) {
  return (
    <figure className="testimonial">
      {rating !== undefined && <Stars rating={rating} />}
      <blockquote className="testimonial__quote">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="testimonial__person">
        {image && <Img {...image} className="testimonial__avatar" />}
        <span>
          <span className="testimonial__name">{name}</span>
          {role && <span className="testimonial__role">{role}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
