// Unit tests run in English, as the app does by default. Outside a production build every message
// keeps its English text, so no catalog is needed; a test that wants another language loads that
// language's catalogs itself (src/ui/setup/SetupScreen.test.tsx).
import { i18n } from '@lingui/core';

i18n.loadAndActivate({ locale: 'en', messages: {} });
