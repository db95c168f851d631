import { Accordion, AccordionItem, EmptyState, TierCard, buttonClass } from '../../../shared/components/ui';
import { bookingLink } from '../../../shared/booking';
import { useLocale, useT } from '../../../shared/i18n/context';
import { useFormat } from '../../../shared/i18n/use-format';
import type { PackageGroup } from '../../content';

const TONES = { bronze: 'bronze', silver: 'silver', gold: 'gold' } as const;
const tone = (tier: string) => TONES[tier.trim().toLowerCase() as keyof typeof TONES];

/**
 * Package groups as an accordion, one open at a time (native <details name="packages">), the first
 * open initially; each tier card shows its features and price, and 'Book now' opens the callback
 * modal with the service '{group title} - {tier}' (a /contact link without JavaScript).
 */
export function PackageGroups({ groups }: { groups: PackageGroup[] }) {
  const t = useT();
  const locale = useLocale();
  const { price } = useFormat();
  if (groups.length === 0) return <EmptyState message={t('pages.packages.empty')} />;
  return (
    <Accordion variant="cards">
      {groups.map((group, g) => {
        const title = group.title?.trim() || t('pages.packages.group');
        const options = (group.options ?? []).filter(Boolean);
        return (
          <AccordionItem
            key={group._id}
            name="packages"
            open={g === 0}
            title={title}
            headingLevel={2}
            id={`package-${group._id}`}
          >
            {options.length === 0 ? (
              <p className="muted">{t('pages.packages.empty')}</p>
            ) : (
              <ul className={options.length > 3 ? 'grid-4' : 'grid-3'}>
                {options.map((option, i) => {
                  const tier = option.tier?.trim() || t('pages.packages.option', { n: i + 1 });
                  const features = (option.features ?? []).filter(
                    (f): f is string => typeof f === 'string' && f.trim() !== '',
                  );
                  return (
                    <li key={option._key ?? i}>
                      <TierCard
                        tier={tier}
                        tone={tone(tier)}
                        price={price(option.price)}
                        features={features}
                        action={
                          <a
                            className={buttonClass('primary', 'md', true)}
                            {...bookingLink(`${title} - ${tier}`, undefined, locale)}
                          >
                            {t('ui.bookNow')}
                          </a>
                        }
                      />
                    </li>
                  );
                })}
              </ul>
            )}
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
