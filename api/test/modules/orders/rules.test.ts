// The orders' pure rules: money in kobo without floats, the delivery fee of a distance, discounts rounded half up,
// the order number, and the refusals' wording from the table of moves.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MOVES, refusalOf } from '../../../src/modules/orders/lifecycle';
import {
  DELIVERY_RULES,
  deliveryFeeKobo,
  discountKobo,
  distanceMeters,
  isDeliverable,
  orderNumber,
  priceLine,
  toKobo,
  totalsOf,
} from '../../../src/modules/orders/pricing';

describe('money', () => {
  it('reads the menu\u2019s exact decimals as kobo, never through a float', () => {
    assert.equal(toKobo('4500.00'), 450_000);
    assert.equal(toKobo('1999.99'), 199_999);
    assert.equal(toKobo('12.5'), 1_250);
    assert.equal(toKobo('0.07'), 7);
    // 0.29 * 100 is 28.999999999999996 as a float.
    assert.equal(toKobo('0.29'), 29);
    assert.equal(toKobo('99999999.99'), 9_999_999_999);
    assert.throws(() => toKobo('1e3'));
  });

  it('rounds a discount half up to the kobo', () => {
    assert.equal(discountKobo(199_999, 15), 30_000);
    assert.equal(discountKobo(150, 1), 2);
    assert.equal(discountKobo(149, 1), 1);
    assert.equal(discountKobo(450_000, 0), 0);
    assert.equal(discountKobo(450_000, 100), 450_000);
  });

  it('adds an order up: lines at their prices, less their discounts, plus the fee', () => {
    const lines = [
      priceLine({ id: 1, name: 'Jollof', priceKobo: 250_000, discountPercent: 0 }, 2, null),
      priceLine({ id: 2, name: 'Suya', priceKobo: 199_999, discountPercent: 15 }, 3, 'Extra yaji'),
    ];
    assert.deepEqual(
      lines.map((line) => [line.unitDiscountKobo, line.lineTotalKobo]),
      [
        [0, 500_000],
        [30_000, 509_997],
      ],
    );
    assert.deepEqual(totalsOf(lines, 90_000), {
      subtotalKobo: 1_099_997,
      discountKobo: 90_000,
      deliveryFeeKobo: 90_000,
      totalKobo: 1_099_997,
    });
  });
});

describe('the delivery fee', () => {
  it('is N600 for the first 2 km, then N150 for each further kilometre or part of one, up to 20 km', () => {
    assert.equal(deliveryFeeKobo(0), 60_000);
    assert.equal(deliveryFeeKobo(2_000), 60_000);
    assert.equal(deliveryFeeKobo(2_001), 75_000);
    assert.equal(deliveryFeeKobo(3_000), 75_000);
    assert.equal(deliveryFeeKobo(3_318), 90_000);
    assert.equal(deliveryFeeKobo(20_000), 60_000 + 18 * 15_000);
    assert.equal(isDeliverable(DELIVERY_RULES.maxMeters), true);
    assert.equal(isDeliverable(DELIVERY_RULES.maxMeters + 1), false);
  });

  it('measures the straight line between two points of Lagos', () => {
    // Lekki Phase 1 to Yaba: about 13.1 km as the crow flies (6.9 km north, 11.2 km west).
    const km = distanceMeters({ latitude: 6.4474, longitude: 3.472 }, { latitude: 6.5095, longitude: 3.3711 }) / 1_000;
    assert.ok(km > 13 && km < 13.2, `${km} km`);
    assert.equal(distanceMeters({ latitude: 6.4474, longitude: 3.472 }, { latitude: 6.4474, longitude: 3.472 }), 0);
  });
});

describe('names and words', () => {
  it('numbers orders OJA- and six digits', () => {
    assert.equal(orderNumber(7), 'OJA-000007');
    assert.equal(orderNumber(1_234_567), 'OJA-1234567');
  });

  it('says where an order stands when a move is refused', () => {
    assert.equal(refusalOf(MOVES.accept, 'cancelled'), 'This order was cancelled, so it cannot be accepted.');
    assert.equal(
      refusalOf(MOVES.pickUp, 'accepted'),
      'This order was already accepted, so it cannot be marked picked up.',
    );
    assert.match(refusalOf(MOVES.customerCancel, 'ready'), /already accepted this order/);
    assert.equal(
      refusalOf(MOVES.customerCancel, 'delivered'),
      'This order was already delivered, so it cannot be cancelled.',
    );
  });
});
