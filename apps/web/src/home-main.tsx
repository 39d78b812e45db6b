// Entry of the prerendered home page.
import './app/public-styles';

import { startPublicPage } from './app/public-app';
import { HomePage } from './features/marketing/pages/home-page';

startPublicPage('/', HomePage);
