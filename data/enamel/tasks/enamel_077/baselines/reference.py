def iscube(a):
    '''
    Write a function that takes an integer a and returns True 
    if this ingeger is a cube of some integer number.
    Note: you may assume the input is always valid.
    Examples:
    iscube(1) ==> True
    iscube(2) ==> False
    iscube(-1) ==> True
    iscube(64) ==> True
    iscube(0) ==> True
    iscube(180) ==> False
    '''
    a = abs(a)
    if a == 0 or a == 1:
        return True
    if a <= 9007199254740991:
        x = round(a ** (1. / 3))
    else:
        import math
        x = 1 << math.floor(math.log2(a) / 3.)
        while (x << 1) ** 3 <= a:
            x <<= 1
        b = x >> 1
        while b:
            if (x | b) ** 3 <= a:
                x |= b
            b >>= 1
    return x ** 3 == a
