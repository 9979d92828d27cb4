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
    def eval_poly(xs: list, x: float):
        import math
        return sum([coeff * math.pow(x, i) for i, coeff in enumerate(xs)])
    begin = -1.
    end = 1.
    fb = eval_poly(xs, begin)
    fe = eval_poly(xs, end)
    while fb * fe >= 0:
        begin *= 2.0
        end *= 2.0
        fb = eval_poly(xs, begin)
        fe = eval_poly(xs, end)
    while end - begin > 1e-10 and max(abs(fb), abs(fe)) > 1e-6:
        center = (begin + end) / 2.0
        fc = eval_poly(xs, center)
        flag = fc * fb
        if flag > 0:
            begin = center
            fb = fc
        elif flag < 0:
            end = center
            fe = fc
        else:
            return center if fc == 0 else begin
    return begin if abs(fb) < abs(fe) else end
