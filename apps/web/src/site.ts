/** Brand, addresses and links live in the shared contracts package so the server uses the same values. */
export { brand, productPath, site, siteOriginPlaceholder } from '@app/contracts/site';
