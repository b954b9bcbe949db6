// autocannon ships no types; lib/http-load.ts declares the part it uses.
declare module 'autocannon' {
  const autocannon: unknown;
  export default autocannon;
}
