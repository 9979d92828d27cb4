def is_palindrome(string: str) -> bool:
    """ Test if given string is a palindrome """
    return string == string[::-1]


def make_palindrome(string: str) -> str:
    """ Find the shortest palindrome that begins with a supplied string.
    Algorithm idea is simple:
    - Find the longest postfix of supplied string that is a palindrome.
    - Append to the end of the string reverse of a string prefix that comes before the palindromic suffix.
    >>> make_palindrome('')
    ''
    >>> make_palindrome('cat')
    'catac'
    >>> make_palindrome('cata')
    'catac'
    """
    if not string:
        return string
    #assert '\x00' not in string
    reversed_s = string[:: -1]
    pattern = reversed_s + '\x00' + string
    # KMP
    m = len(pattern)
    fail = [0] * (m + 1)
    j = 0
    for i in range(1, m):
        c = pattern[i]
        while j > 0 and pattern[j] != c:
            j = fail[j]
        if j > 0 or pattern[0] == c:
            j += 1
        fail[i + 1] = j
    return string[: len(string) - fail[-1]] + reversed_s
