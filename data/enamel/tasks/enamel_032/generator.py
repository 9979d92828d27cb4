"""Test inputs of ENAMEL problem 32 (HumanEval/32): ENAMEL's generator, run as ENAMEL runs it.

Written by `best import enamel` (best/enamel.py) from ENAMEL's data (Apache-2.0, Qiu et al.):
the helpers of ENAMEL's evaluator (enam's datautils, which the generators call), the
problem's prompt, then its generator, seeded through the random module as
Evaluator.make_tests seeds it.
"""

# ruff: noqa
# fmt: off
import time

from enam.datautils import *

# --- the problem's prompt --------------------------------------------------------------------
import math


def poly(xs: list, x: float):
    """
    Evaluates polynomial with coefficients xs at point x.
    return xs[0] + xs[1] * x + xs[1] * x^2 + .... xs[n] * x^n
    """
    return sum([coeff * math.pow(x, i) for i, coeff in enumerate(xs)])


def find_zero(xs: list):
    """ xs are coefficients of a polynomial.
    find_zero find x such that poly(x) = 0.
    find_zero returns only only zero point, even if there are many.
    Moreover, find_zero only takes list xs having even number of coefficients
    and largest non zero coefficient as it guarantees
    a solution.
    >>> round(find_zero([1, 2]), 2) # f(x) = 1 + 2x
    -0.5
    >>> round(find_zero([-6, 11, -6, 1]), 2) # (x - 1) * (x - 2) * (x - 3) = -6 + 11x - 6x^2 + x^3
    1.0
    """

# --- ENAMEL's input generator ----------------------------------------------------------------
def generate_input(size: int, lid: int, cid: int):
    import random
    size += size % 2
    if size == 20: # hard case
        coefs = [91311625733/337483077750, -54772408813/97692469875, 10931526124/10854718875, -1438598027/3831077250, 344532533/1915538625, -476755771/5108103000, 17170963/547296750, -18359647/2357586000, 1280459/785862000, -1477249/5143824000, 52979/1285956000, -5489/1143072000, 8677/18860688000, -10099/280215936000, 367/163459296000, -419/3923023104000, 29/7846046208000, -31/355687428096000, 1/800296713216000, -1/121645100408832000]
        assert len(coefs) == size
        a = random.uniform(0.9, 1.1)
        c = 1.
        for i in range(len(coefs)):
            coefs[i] /= c
            c *= a
    else: # generate random coefficients, including one non-zero coefficient for a solution
        coefs = [random.uniform(-1., 1.) for _ in range(size - 1)]
        coefs.append(1.)  # set one non-zero coefficient
        if size > 2 and cid % 2 == 0: coefs[1] = 0.
    return coefs,

PARAMS = ['xs']


def generate(rng, *, size, lid, cid, seed):
    """ENAMEL seeds the random module itself: its state is kept and put back."""
    state = random.getstate()
    random.seed(seed)
    try:
        values = tuple(generate_input(size=size, lid=lid, cid=cid))
    finally:
        random.setstate(state)
    if len(values) != len(PARAMS):
        raise ValueError(f"generate_input gave {len(values)} values for {len(PARAMS)} parameters")
    return dict(zip(PARAMS, values))
