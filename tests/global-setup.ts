export async function setup() {}
