/** "1 room", "2 rooms", "1 no-show": a count with its noun in English (`many` when not just `s`). */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
