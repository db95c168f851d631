import { InlineCallbackForm } from '../../../shared/forms/InlineCallbackForm';
import { videoId } from '../../../shared/format';
import { Island } from '../../../shared/island';
import InlineVideo from '../../../shared/islands/InlineVideo';
import { EXTERNAL, HOME_VIDEO } from '../../../shared/site';
import { useT } from '../../../shared/i18n/context';

/** The contact section: the brand film (poster until clicked) and the inline callback form. */
export function Contact() {
  const t = useT();
  const id = videoId(HOME_VIDEO.url);
  return (
    <section className="section section--alt" aria-labelledby="home-contact">
      <div className="container split">
        <div className="stack">
          <h2 id="home-contact" className="section-head__title">
            {t('detail.home.contact')}
          </h2>
          {id ? (
            <Island
              name="InlineVideo"
              component={InlineVideo}
              props={{
                id,
                title: HOME_VIDEO.title,
                poster: { src: `${EXTERNAL.videoThumbHost}/vi/${id}/hqdefault.jpg`, width: 480, height: 360, alt: '' },
              }}
              hydrate="visible"
            />
          ) : null}
        </div>
        <InlineCallbackForm />
      </div>
    </section>
  );
}
