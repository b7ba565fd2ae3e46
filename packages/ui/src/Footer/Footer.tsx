import type { PageFrame } from '@kmx/domain/view';
import { FurnitureLink } from '../furniture/FurnitureLink';
import { LogoMark } from '../furniture/icons';
import { themeClass } from '../furniture/theme-class';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';

export interface FooterProps {
  readonly frame: Pick<PageFrame, 'footer' | 'site'>;
}

/** The page footer of spec public-site 2.5 and 3.4: theme, contact link and link sections. */
export function Footer({ frame }: FooterProps) {
  const messages = useMessages();
  const { theme, contactLink, sections } = frame.footer;
  return (
    <footer className={`site-footer ${themeClass('site-footer', theme)}`}>
      <div className="site-footer__inner">
        {contactLink && (
          <div className="site-footer__contact">
            <p className="site-footer__lead">{messages['furniture.footer.contactLead']}</p>
            <FurnitureLink link={contactLink} className="site-footer__contact-link" />
          </div>
        )}
        {sections.length > 0 && (
          <nav className="site-footer__sections" aria-label={messages['furniture.footer.label']}>
            {sections.map((section, index) => {
              return (
                <div key={`${index}-${section.title}`} className="site-footer__section">
                  <h2 className="site-footer__heading">{section.title}</h2>
                  <ul className="site-footer__links">
                    {section.links.map((link, linkIndex) => (
                      <li key={`${linkIndex}-${link.href}`}>
                        <FurnitureLink link={link} className="site-footer__link" />
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </nav>
        )}
        <div className="site-footer__base">
          <LogoMark className="site-footer__mark" />
          <p className="site-footer__copyright">
            {format(messages['furniture.footer.copyright'], { site: frame.site.name })}
          </p>
        </div>
      </div>
    </footer>
  );
}
