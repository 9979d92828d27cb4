def even_odd_count(num):
    """Given an integer. return a tuple that has the number of even and odd digits respectively.

     Example:
        even_odd_count(-12) ==> (1, 1)
        even_odd_count(123) ==> (1, 2)
    """
    if num < 0:
        num = -num
    num = str(num)
    m = len(num)
    odd = len(num.translate({48: None, 50: None, 52: None, 54: None, 56: None}))
    return m - odd, odd
