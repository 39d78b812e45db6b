// Entry of the prerendered FAQ page.
import './app/public-styles';

import { startPublicPage } from './app/public-app';
import { FaqPage } from './features/marketing/pages/faq-page';

startPublicPage('/faq', FaqPage);
