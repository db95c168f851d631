import { useLocale, useT } from '../../../shared/i18n/context';
import { useFormat } from '../../../shared/i18n/use-format';
import { bookingLink } from '../../../shared/booking';
import { cityPrefillAttrs } from '../../../shared/booking-prefill';
import { buttonClass, SectionHeader, TierCard } from '../../../shared/components/ui';
import type { TierView } from './view';

interface PricingProps {
  tiers: TierView[];
  service: string;
  location: string;
}

/**
 * 'Our Pricing': up to three tiers (basic = Bronze, standard = Silver, premium = Gold), each with
 * its features, price and a 'Book now' link that opens the callback dialog prefilled with the
 * ad's service and city (a plain /contact link without JavaScript). The link also carries the
 * form's city key (`data-city-key`, and `data-custom-city` for an unlisted city).
 */
export function Pricing({ tiers, service, location }: PricingProps) {
  const t = useT();
  const locale = useLocale();
  const { price } = useFormat();
  if (!tiers.length) return null;
  const highlight = tiers.length > 1 ? tiers.find((t) => t.key === 'standard')?.key : undefined;
  return (
    <section className="section section--alt" aria-labelledby="place-pricing">
      <div className="container">
        <SectionHeader id="place-pricing" title={t('pages.place.pricing')} align="center" />
        <ul className={tiers.length === 3 ? 'grid-3' : 'grid-2'} aria-label={t('pages.place.packages')}>
          {tiers.map((tier) => (
            <li key={tier.key}>
              <TierCard
                tier={t(`detail.tier.${tier.key}`)}
                tone={tier.tone}
                title={service || undefined}
                price={price(tier.priceMinor)}
                features={tier.features}
                highlight={tier.key === highlight}
                action={
                  <a
                    {...bookingLink(service, location || undefined, locale)}
                    {...cityPrefillAttrs(location)}
                    data-tier={tier.label}
                    aria-label={t('pages.place.bookTier', { tier: t(`detail.tier.${tier.key}`) })}
                    className={buttonClass(tier.key === highlight ? 'primary' : 'secondary', 'md', true)}
                  >
                    {t('ui.bookNow')}
                  </a>
                }
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
