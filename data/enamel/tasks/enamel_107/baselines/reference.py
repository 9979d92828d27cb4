def even_odd_palindrome(n):
    """
    Given a positive integer n, return a tuple that has the number of even and odd
    integer palindromes that fall within the range(1, n), inclusive.
    Example 1:
        Input: 3
        Output: (1, 2)
        Explanation:
        Integer palindrome are 1, 2, 3. one of them is even, and two of them are odd.
    Example 2:
        Input: 12
        Output: (4, 6)
        Explanation:
        Integer palindrome are 1, 2, 3, 4, 5, 6, 7, 8, 9, 11. four of them are even, and 6 of them are odd.
    Note:
        1. 1 <= n <= 10^9
        2. returned tuple has the number of even and odd integer palindromes respectively.
    """
    def list2int(a):
        w = 0
        for x in a:
            w = w * 10 + x
        return w
    ans = [0, 0]
    a = [int(c) for c in str(n)]
    l = len(a)
    for m in range(1, l):
        ans[0] += 4 * (10 ** ((m - 1) // 2))
        ans[1] += 5 * (10 ** ((m - 1) // 2))
    m = (l - 1) // 2
    ans[0] += ((a[0] - 1) // 2) * (10 ** m)
    ans[1] += (a[0] // 2) * (10 ** m)
    o = a[0] & 1
    for i in range(1, m + 1):
        ans[o] += a[i] * (10 ** (m - i))
    if l == 1:
        ans[n & 1] += 1
    else:
        x = list2int(a[: m + 1] + a[m - 1 :: -1]) if (l & 1) else list2int(a[: m + 1] + a[m :: -1])
        if x <= n:
            ans[x & 1] += 1
    return tuple(ans)
