// The frame of the operators' console (/admin): none of the public site's navbar,
// footer, chat or enquiry widgets, whose remotes an operator has no use for. The
// console is the admin remote's whole page; it loads only here.
import { ToastArea } from '@safarnama/shared';
import { RemotePage } from '../../remotes/remote-page';
import styles from './console-layout.module.css';

export function ConsoleLayout() {
  return (
    <div className={styles.console}>
      {/* rendered in the browser alone: the server sends /admin with an empty area */}
      <RemotePage id="admin/AdminApp" className={styles.area} browserOnly />
      <ToastArea />
    </div>
  );
}
