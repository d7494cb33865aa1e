// Served by the placeholder until this page lands.
export { default } from '../placeholder-page';
