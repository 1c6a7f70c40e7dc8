/** Builds a value once per distinct argument list (compared as JSON) and reuses it afterwards. */
export function memoized<A extends unknown[], T>(create: (...args: A) => T): (...args: A) => T {
  const made = new Map<string, T>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = create(...args)));
    return value;
  };
}
