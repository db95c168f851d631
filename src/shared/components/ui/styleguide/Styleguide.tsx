import { BasicsSection } from './Basics';
import { CardsSection } from './Cards';
import { ContentSection } from './Content';
import { FooterSection } from './Footer';
import { FormsSection } from './Forms';
import { HeaderSection } from './Header';
import { MediaSection } from './Media';
import { NavigationSection } from './Navigation';
import { OverlaysSection } from './Overlays';
import { StatesSection } from './States';

/** Every component and state of the design system on one page (mounted at /styleguide). */
export function Styleguide() {
  return (
    <div className="styleguide">
      <div className="page-head container">
        <p className="eyebrow">Design system</p>
        <h1 className="page-head__title">Styleguide</h1>
        <p className="page-head__lead">
          Warm paper, ink type and <span className="accent">a terracotta accent</span> — every component and state,
          rendered from src/shared/components/ui.
        </p>
      </div>
      <BasicsSection />
      <NavigationSection />
      <CardsSection />
      <MediaSection />
      <OverlaysSection />
      <FormsSection />
      <StatesSection />
      <ContentSection />
      <HeaderSection />
      <FooterSection />
    </div>
  );
}
