/**
 * The static styles the shop's home (./ShopHome.tsx) draws with. It is rendered on the server from a chunk of its
 * own (`next/dynamic` in ./CompanyHome.tsx), whose stylesheets the server's HTML may not link: imported here, by the
 * home itself, they are in the page's stylesheets from the first paint (e2e/static-styles.spec.ts checks it).
 */
import '@/src/ui/PlainButton.module.css';
import '@/src/ui/Pill.module.css';
import '@/src/ui/Text.module.css';
import '@/src/features/catalog/PriceLabel.module.css';
import '@/src/features/store/FeaturedItems.module.css';
