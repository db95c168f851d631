import { Accordion, AccordionItem } from '../Accordion';
import { Pager } from '../Pager';
import { SectionHeader } from '../SectionHeader';
import { Tabs } from '../Tabs';
import { SgBlock } from './samples';

/** Pager, tabs, accordions and section headers. */
export function NavigationSection() {
  const hrefFor = (p: number) => `?page=${p}`;
  return (
    <>
      <SgBlock title="Pager — first, middle, last" id="sg-pager" alt>
        <Pager page={1} totalPages={9} hrefFor={hrefFor} label="Pagination, first page example" />
        <Pager page={5} totalPages={9} hrefFor={hrefFor} label="Pagination, middle page example" />
        <Pager page={9} totalPages={9} hrefFor={hrefFor} label="Pagination, last page example" />
      </SgBlock>

      <SgBlock title="Tabs" id="sg-tabs">
        <Tabs
          label="Portfolio media"
          items={[
            { label: 'Photos', href: '?tab=photos', current: true, count: 24 },
            { label: 'Videos', href: '?tab=videos', count: 3 },
          ]}
        />
      </SgBlock>

      <SgBlock title="Accordion — FAQ (independent) and packages (one open)" id="sg-accordion" alt>
        <div className="grid-2">
          <Accordion>
            <AccordionItem title="How early should we book a wedding photographer?" open>
              <p>Three to six months ahead for peak wedding season; we can often help at shorter notice.</p>
            </AccordionItem>
            <AccordionItem title="Do you travel to other cities?">
              <p>Yes — our photographers cover 50+ cities across India.</p>
            </AccordionItem>
            <AccordionItem title="When do we receive our photos?">
              <p>Edited previews within a week, the full gallery within four weeks.</p>
            </AccordionItem>
          </Accordion>
          <Accordion variant="cards">
            <AccordionItem name="sg-packages" title="Wedding Photography" open>
              <p className="muted">Three tiers, features and price — 'Book now' opens the callback modal.</p>
            </AccordionItem>
            <AccordionItem name="sg-packages" title="Pre-wedding Shoot">
              <p>No packages found.</p>
            </AccordionItem>
          </Accordion>
        </div>
      </SgBlock>

      <SgBlock title="Section header" id="sg-head">
        <SectionHeader
          id="sg-head-title"
          eyebrow="Meet the team"
          title="Professional Photographers"
          subtitle="Hand-picked photographers for every occasion."
          seeAllHref="/photographers"
        />
        <SectionHeader title="Testimonials" align="center" subtitle="What our clients say." />
      </SgBlock>
    </>
  );
}
