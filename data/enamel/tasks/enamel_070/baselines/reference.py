def strange_sort_list(lst):
    '''
    Given list of integers, return list in strange order.
    Strange sorting, is when you start with the minimum value,
    then maximum of the remaining integers, then minimum and so on.

    Examples:
    strange_sort_list([1, 2, 3, 4]) == [1, 4, 2, 3]
    strange_sort_list([5, 5, 5, 5]) == [5, 5, 5, 5]
    strange_sort_list([]) == []
    '''
    lst = sorted(lst)
    n = len(lst)
    ans = [None] * n
    m = (n + 1) // 2
    ans[:: 2] = lst[: m]
    if n > 1:
        ans[n - 1 - n % 2 :: -2] = lst[m :]
    return ans
