import { prepareTemplate } from '../src/testing.ts';

export default async function setup() {
  return prepareTemplate();
}
