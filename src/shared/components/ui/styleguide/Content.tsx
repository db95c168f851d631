import { Img } from '../Img';
import { Stars } from '../Stars';
import { BenefitCards, StatTiles } from '../StatTiles';
import { HeadedItems, Prose } from '../Text';
import { VideoPoster } from '../VideoPoster';
import { PhotoViewer } from '../Viewer';
import { LAND, SgBlock, demo } from './samples';

/** Stars, stat tiles, benefit cards, rich text, a short hero, blog bits, video poster and viewer. */
export function ContentSection() {
  return (
    <>
      <SgBlock title="Stars, stat tiles, benefit cards" id="sg-stats" alt>
        <div className="cluster">
          <Stars rating={5} />
          <Stars rating={4.5} />
          <Stars rating={3} />
          <Stars rating={0} />
        </div>
        <StatTiles
          items={[
            { value: '24/7', label: 'Customer Support' },
            { value: '1000+', label: 'Happy Customers' },
            { value: '50+', label: 'Cities Covered' },
          ]}
        />
        <BenefitCards
          items={[
            {
              icon: 'users',
              title: 'Reach new clients',
              text: 'Get discovered by couples and families planning their shoots.',
            },
            {
              icon: 'camera',
              title: 'Curated work',
              text: 'Your portfolio featured alongside India’s best photographers.',
            },
            { icon: 'clock', title: 'Fast onboarding', text: 'We reply to every application within 24 hours.' },
          ]}
        />
      </SgBlock>
      <section className="section section--tight section--dark on-dark" aria-label="Stat tiles on dark">
        <div className="container">
          <StatTiles
            items={[
              { value: '500+', label: 'Active Partners' },
              { value: '50+', label: 'Cities' },
              { value: '24hr', label: 'Response Time' },
            ]}
          />
        </div>
      </section>

      <SgBlock title="Rich text and headed items" id="sg-prose">
        <div className="grid-2">
          <Prose>
            <h2>Planning your shoot</h2>
            <p>
              Golden hour is the hour after sunrise and before sunset. <a href="#sg-prose">Read our lighting guide</a>.
            </p>
            <h3>What to bring</h3>
            <ul>
              <li>Two outfit changes</li>
              <li>Comfortable shoes</li>
            </ul>
            <blockquote>Photography is the story I fail to put into words.</blockquote>
            <h4>Ordered steps</h4>
            <ol>
              <li>Book a call</li>
              <li>Choose a package</li>
            </ol>
            <figure>
              <Img {...LAND('6d7e8f', 'Camera on a tripod')} />
              <figcaption>Behind the scenes.</figcaption>
            </figure>
          </Prose>
          <HeadedItems
            items={[
              {
                heading: '- Experienced photographers',
                body: 'Every photographer is vetted for skill and reliability.',
              },
              { heading: '- Transparent pricing', body: 'No hidden costs; prices in INR.' },
              { heading: '- On-time delivery' },
            ]}
          />
        </div>
      </SgBlock>

      <section className="hero hero--short" aria-label="Short page hero example">
        <div className="hero__media">
          <Img {...LAND('9a0b1c', 'Photographer at work in Varanasi')} sizes="100vw" />
        </div>
        <div className="hero__content">
          <p className="eyebrow">About us</p>
          <h2 className="hero__title">
            Capturing India, <span className="accent">one story at a time</span>
          </h2>
          <p className="hero__subtitle">A pan-India photography brand, founded 2020.</p>
        </div>
      </section>

      <SgBlock title="Split layout, blog bits" id="sg-split">
        <div className="split">
          <div className="stack">
            <a className="back-link" href="/blogs">
              Back to blogs
            </a>
            <h3>How it started</h3>
            <p className="muted">
              What began as a handful of photographers in one city became a network across 50+ cities — with the same
              care for every frame.
            </p>
            <p className="meta">
              <time dateTime="2024-03-05">March 5, 2024</time>
              <span>6 min read</span>
            </p>
            <div className="author-box">
              <Img {...demo('portrait0b1c2d', 400, 400, '')} className="author-box__img" />
              <div>
                <p className="author-box__name">Diya Sharma</p>
                <p className="author-box__bio">Wedding photographer and storyteller based in Jaipur.</p>
              </div>
            </div>
          </div>
          <Img {...LAND('1c2d3e', 'Team reviewing photos on a laptop')} ratio="4x3" className="rounded" />
        </div>
      </SgBlock>

      <SgBlock title="Video poster and photo viewer" id="sg-media" alt>
        <div className="grid-2">
          <VideoPoster title="Wedding highlight film" image={LAND('7e8f9a', '')} duration="3:07" />
          <div className="demo-frame">
            <PhotoViewer
              open
              image={LAND('8f9a0b', 'Couple walking through a palace corridor')}
              index={2}
              count={12}
              caption="Palace corridor, Jaipur"
            />
          </div>
        </div>
      </SgBlock>
    </>
  );
}
