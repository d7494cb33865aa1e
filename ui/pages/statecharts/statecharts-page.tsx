// Not built yet: the route's access-checked placeholder until its area lands.
export { default } from '../placeholder-page';
