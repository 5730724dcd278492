// What a stylesheet import gives a component test (jest cannot read CSS; jsdom applies no styles anyway).
module.exports = {};
