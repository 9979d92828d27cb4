// Materialise all n(n-1)/2 distances and select the k-th with nth_element: O(n^2) time
// and O(n^2) extra space. Correct, and dominated by sorting + two pointers (faster, and
// O(n) space).
class Solution {
public:
    long long solve(const vector<long long>& a, long long k) {
        int n = a.size();
        vector<long long> d;
        d.reserve((size_t)n * (n - 1) / 2);
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) d.push_back(a[i] > a[j] ? a[i] - a[j] : a[j] - a[i]);
        nth_element(d.begin(), d.begin() + (k - 1), d.end());
        return d[k - 1];
    }
};
