public class App
{
    static bool Alpha(string s)
    {
        return s.Trim().Contains("x");
    }

    static bool Beta(A x)
    {
        return x.Contains(1);
    }
}
