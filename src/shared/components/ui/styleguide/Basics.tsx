import { Badge } from '../Badge';
import { Button } from '../Button';
import { Chip, FilterBar } from '../Chip';
import { Icon } from '../Icon';
import { SgBlock } from './samples';

/** Typography, buttons, badges, chips and the filter bar. */
export function BasicsSection() {
  return (
    <>
      <SgBlock title="Typography" id="sg-type">
        <p className="display">Creating Memories</p>
        <h1>Heading one — Professional Photographers</h1>
        <h2>Heading two — Our Portfolio</h2>
        <h3>Heading three — Wedding stories</h3>
        <h4>Heading four — Pre-wedding in Jaipur</h4>
        <p className="lead">
          Lead paragraph: candid, editorial photography for weddings, families and brands in 50+ cities.
        </p>
        <p>
          Body text with <a href="#sg-type">an inline link</a>, <strong>strong</strong> and <em>emphasis</em>
          {'. '}
          <span className="muted">Muted secondary text.</span> <span className="accent">Highlighted accent text.</span>
        </p>
      </SgBlock>

      <SgBlock title="Buttons" id="sg-buttons" alt>
        <div className="cluster">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="link" href="#sg-buttons">
            Link button
          </Button>
          <Button href="/contact">Get in touch</Button>
          <Button size="sm">Small</Button>
          <Button size="lg">
            Large <Icon name="arrow-right" />
          </Button>
          <Button disabled>Submitting...</Button>
        </div>
        <Button block>Block button</Button>
        <div className="section section--tight section--dark on-dark">
          <div className="container cluster">
            <Button variant="light">Light</Button>
            <Button variant="outline-light">Outline light</Button>
            <Button>Book now</Button>
          </div>
        </div>
      </SgBlock>

      <SgBlock title="Badges, chips, filter bar" id="sg-chips">
        <div className="cluster">
          <Badge kind="featured">Featured</Badge>
          <Badge kind="landmark">★ Landmark</Badge>
          <Badge>Neutral</Badge>
          <Badge kind="soft">Soft</Badge>
          <Chip href="?category=all" active>
            all
          </Chip>
          <Chip href="?category=wedding">wedding</Chip>
          <Chip active>pressed button chip</Chip>
          <Chip>button chip</Chip>
          <Chip static>travel</Chip>
        </div>
        <FilterBar
          items={['all', 'portrait', 'landscape', 'fashion', 'wedding', 'street', 'nature', 'corporate'].map((c) => ({
            label: c,
            href: `?category=${c}`,
            active: c === 'wedding',
          }))}
        />
      </SgBlock>
    </>
  );
}
