import { Button, Modal, cx, useSiteStore, useTypingOnPhone } from '@safarnama/shared';
import { EnquiryForm } from '../../components/enquiry-form/enquiry-form';
import { HowItWorks } from './how-it-works';
import styles from './enquiry-popup.module.css';

export const ENQUIRY_TITLE = 'Please share your details to get a custom quote';

/**
 * The floating 'Enquiry Now' button and its popup. Open state
 * lives in the shared store (openEnquiry/closeEnquiry) so any part of the site can
 * open it; the shell closes it on every route change and unmounts it on the routes
 * where it is hidden. While the site's loading overlay shows, the button steps aside,
 * and on a phone while the visitor types in a field of the page (it would cover it).
 * `showButton` false: the popup without its button, for the routes where the shell
 * hides the button but something else (Luna's 'Get a custom quote') opens the popup.
 */
export default function EnquiryPopup({ showButton = true }: { showButton?: boolean } = {}) {
  const isOpen = useSiteStore((s) => s.isEnquiryOpen);
  const openEnquiry = useSiteStore((s) => s.openEnquiry);
  const closeEnquiry = useSiteStore((s) => s.closeEnquiry);
  const prefill = useSiteStore((s) => s.enquiryPrefill);
  const overlayShown = useSiteStore((s) => s.overlay !== null);
  const typing = useTypingOnPhone();

  return (
    <>
      {showButton && !overlayShown && (
        <Button
          className={cx(styles.floating, typing && styles.aside)}
          onClick={openEnquiry}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          iconStart={
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 4.2V18h16V8.2l-8 5-8-5zM4.6 6 12 10.6 19.4 6H4.6z" />
            </svg>
          }
        >
          Enquiry Now
        </Button>
      )}
      <Modal isOpen={isOpen} onClose={closeEnquiry} title={ENQUIRY_TITLE} size="lg">
        <div className={styles.layout}>
          <HowItWorks />
          <EnquiryForm prefill={prefill} />
        </div>
      </Modal>
    </>
  );
}
